/**
 * Feedback (spec: "feedback question types", "feedback content within min and max words", images
 * png or jpg up to 5 MB, up to 3). The real client's body was not found
 * (platform-contract-member-agent.md §19, §21): the shape is designed here, shared by the site
 * and the preview platform, and described in docs/messages.md.
 */
export const FEEDBACK_TYPES = ['DEPOSIT', 'WITHDRAWAL', 'GAME', 'CUSTOMER_SERVICE', 'APPLICATION', 'OTHER'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

/**
 * The content's bounds, counted in characters of the trimmed text: the spec's "words" is the
 * platform's 字 (a character), and a count of spaces would let one long word through.
 */
export const FEEDBACK_CONTENT = { min: 10, max: 500 } as const;
export const FEEDBACK_IMAGES = { max: 3, maxBytes: 5 * 1024 * 1024 } as const;

export type ContentProblem = 'required' | 'short' | 'long' | null;

export function feedbackContentProblem(content: string): ContentProblem {
  const length = [...content.trim()].length;
  if (length === 0) return 'required';
  if (length < FEEDBACK_CONTENT.min) return 'short';
  if (length > FEEDBACK_CONTENT.max) return 'long';
  return null;
}

/** The body of PUT /wps/feedback (designed here). */
export interface FeedbackBody {
  questionType: FeedbackType;
  content: string;
  /** compressed png/jpeg images as data URLs, at most FEEDBACK_IMAGES.max */
  images: string[];
}

export const isFeedbackType = (v: unknown): v is FeedbackType => typeof v === 'string' && (FEEDBACK_TYPES as readonly string[]).includes(v);
