export function findElectronBinary(env?: NodeJS.ProcessEnv): string | null;
