// How a save names the questions its answers belong to (`questions` in
// schemas/api-test-result.schema.json): their ids in answer order, joined by commas into one
// string, which the server reads and checks as one value and, for a page of the current content,
// compares with the quiz's own joined ids without splitting it.
export const QUESTION_ID_SEPARATOR = ',';

export function joinQuestionIds(ids: readonly string[]): string {
  return ids.join(QUESTION_ID_SEPARATOR);
}
