// A configuration value that cannot be used: start-up says what to set and stops.
export class ConfigError extends Error {}
