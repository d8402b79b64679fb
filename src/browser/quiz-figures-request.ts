type Validator<T> = Promise<{ validate: (value: unknown) => value is T }>;

/**
 * A public read of the API about one quiz (`GET <path>?quiz=`), its reply checked against its
 * schema by the generated validator, which the caller starts loading (a chunk of its own).
 */
export async function fetchQuizFigures<T extends { quiz: string | null }>(
  path: string,
  quiz: string,
  validator: Validator<T>,
  what: string,
): Promise<T> {
  validator.catch(() => {}); // a failed load is reported below, if the reply gets that far
  const response = await fetch(`${path}?quiz=${encodeURIComponent(quiz)}`, {
    credentials: 'include',
  });
  if (!response.ok)
    throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const reply: unknown = await response.json();
  const { validate } = await validator;
  if (!validate(reply) || reply.quiz !== quiz)
    throw new Error(`${response.status}: the reply is not the ${what} of ${quiz}`);
  return reply;
}
