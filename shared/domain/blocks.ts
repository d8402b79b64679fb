/**
 * Questions come in blocks of ten: /test's dot row shows one block at a time, and a quiz's
 * `blocks` names each one (the first names questions 1 to 10).
 */
export const QUESTIONS_PER_BLOCK = 10;

/** The block (from 0) of the question at `index` (from 0). */
export const blockOf = (index: number): number => Math.floor(index / QUESTIONS_PER_BLOCK);

/** How many blocks a quiz of `count` questions has, the last one possibly shorter. */
export const blockCount = (count: number): number => Math.ceil(count / QUESTIONS_PER_BLOCK);
