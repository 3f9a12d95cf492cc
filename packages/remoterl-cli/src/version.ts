/** This client's version, written into config.json as `remoterl_version` and sent in the hello. */
export const CLIENT_VERSION = '0.1.0';
export const CLIENT_NAME = `remoterl-ts/${CLIENT_VERSION}`;
