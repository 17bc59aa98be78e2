/**
 * A player's state in a promotion (spec: "Promotion states: join, applying, closed, rejected,
 * issued, claimed, process, joined, coming soon"), each with the one action it offers. The
 * platform's codes are not found in the real client: designed here as the spec's words in upper
 * case (`JOIN`, `APPLYING`, …, `COMING_SOON`); the reader also takes them in any case, with
 * spaces, dashes or underscores.
 */

export const PROMOTION_STATES = ['join', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'process', 'joined', 'comingSoon'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** What the player can do in a state: join (or apply again), claim what was issued, or nothing. */
export type PromotionAction = 'join' | 'claim' | null;

export const PROMOTION_ACTION: Readonly<Record<PromotionState, PromotionAction>> = {
  join: 'join',
  applying: null,
  closed: null,
  // refused: the player may apply again with a new comment
  rejected: 'join',
  issued: 'claim',
  claimed: null,
  process: null,
  joined: null,
  comingSoon: null,
};

/** The state of a platform code; an unknown or absent one is `join` (the promotion is open to the player). */
export function readPromotionState(raw: unknown): PromotionState {
  if (typeof raw !== 'string') return 'join';
  const key = raw.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (key === 'comingsoon') return 'comingSoon';
  return (PROMOTION_STATES as readonly string[]).includes(key) ? (key as PromotionState) : 'join';
}

/** The platform's code of a state (what the preview platform answers). */
export const promotionStateCode = (state: PromotionState): string => (state === 'comingSoon' ? 'COMING_SOON' : state.toUpperCase());

/** The activity comment a promotion application carries (limits: designed here, from the spec's words). */
export const PROMOTION_COMMENT = {
  maxLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'] as readonly string[],
} as const;

export type CommentProblem = 'tooLong' | 'tooManyImages' | 'imageType' | 'imageTooLarge';

/** What is wrong with a comment and its images, in the order the player would fix it; none is []. */
export function commentProblems(comment: string, images: ReadonlyArray<{ type: string; size: number }>): CommentProblem[] {
  const problems: CommentProblem[] = [];
  if ([...comment].length > PROMOTION_COMMENT.maxLength) problems.push('tooLong');
  if (images.length > PROMOTION_COMMENT.maxImages) problems.push('tooManyImages');
  if (images.some((i) => !PROMOTION_COMMENT.imageTypes.includes(i.type))) problems.push('imageType');
  if (images.some((i) => i.size > PROMOTION_COMMENT.maxImageBytes)) problems.push('imageTooLarge');
  return problems;
}
