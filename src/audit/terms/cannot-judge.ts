/** The audit could not reach a verdict (exit 2): the message is the one line the user sees. */
export class CannotJudge extends Error {
  override name = 'CannotJudge';
}
