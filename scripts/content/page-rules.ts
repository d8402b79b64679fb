// Rules a JSON schema cannot say, for the pages that have them. Each runs on schema-valid data.
import type { ContactPage, PrivacyPage } from '../../shared/generated/types.js';
import type { ContentError } from './content-error.js';
import type { YamlSource } from './yaml-source.js';

type PageRule = (data: object, source: YamlSource) => ContentError[];

export const pageRules: Record<string, PageRule> = {
  privacy: (data, source) => privacyRules(data as PrivacyPage, source),
  contact: (data, source) =>
    (data as ContactPage).responsePromise.includes('24-48 hours') ? [] : [source.errorAt(['responsePromise'], 'must promise a reply within "24-48 hours"')],
};

function privacyRules(privacy: PrivacyPage, source: YamlSource): ContentError[] {
  const errors: ContentError[] = [];
  const seen = new Set<string>();
  privacy.cards.forEach((card, index) => {
    if (seen.has(card.id)) errors.push(source.errorAt(['cards', index, 'id'], `"${card.id}" appears twice; each of the eight topics needs its own card`));
    seen.add(card.id);
  });
  const places = new Set<string>();
  const entries = new Set<string>();
  privacy.storage.places.forEach((place, placeIndex) => {
    if (places.has(place.id)) errors.push(source.errorAt(['storage', 'places', placeIndex, 'id'], `"${place.id}" appears twice; each place is listed once`));
    places.add(place.id);
    place.entries.forEach((entry, entryIndex) => {
      if (entries.has(entry.id)) errors.push(source.errorAt(['storage', 'places', placeIndex, 'entries', entryIndex, 'id'], `"${entry.id}" appears twice; translations find entries by their id`));
      entries.add(entry.id);
    });
  });
  return errors;
}
