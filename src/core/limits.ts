// The config's default limits, apart from its schema: the parse workers read them without loading zod.

/** The config's default `limits.parseSeconds`. */
export const DEFAULT_PARSE_SECONDS = 10;
