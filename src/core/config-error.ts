/** A config that cannot be loaded or fails its schema; each problem names the key path. Exit code 2. */
export class ConfigError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
