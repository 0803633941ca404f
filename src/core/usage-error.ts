/**
 * A problem with how helpdocs was asked to run (a missing folder, an output folder it must not
 * replace): printed as one line, exit code 2, nothing written.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}
