/** Which chosen images feedback keeps (png/jpg, each under 5 MB, at most 3): pure, unit-tested. */
import { FEEDBACK_IMAGES } from '../../contract/feedback';
import { imageProblem, type ImageProblem } from '../../ui/imageFile';

export type FileProblem = Exclude<ImageProblem, null> | 'count';

/** Adds `chosen` to `kept` in order: a file that is not an image or too big is refused, and so is any past the third. */
export function addImages<F extends Pick<File, 'type' | 'name' | 'size'>>(kept: readonly F[], chosen: readonly F[]): { kept: F[]; problem: FileProblem | null } {
  const next = [...kept];
  let problem: FileProblem | null = null;
  for (const file of chosen) {
    const bad = imageProblem(file, FEEDBACK_IMAGES.maxBytes);
    if (bad) problem ??= bad;
    else if (next.length >= FEEDBACK_IMAGES.max) problem ??= 'count';
    else next.push(file);
  }
  return { kept: next, problem };
}
