import type { PageMeta } from '../shared/lib/page-meta';

/** What the route table hands a page: the content it loaded for the route, and the route's meta. */
export interface PageProps<Data> {
  data: Data;
  /** The route's title and description before any result is known. */
  meta: PageMeta;
  /** The friend's score a score link carries, on quiz pages; null otherwise. */
  sharedScore: number | null;
}
