// Two public parts of `@docusaurus/theme-common` as they behave in Docusaurus's server render, where a site's
// context module (a dev-mode switch) calls them while it loads.

type StorageSlot = { get(): never; set(value: string): never; del(): never; listen(onChange: unknown): never };

/**
 * A slot of the browser's storage: there is none in the server render, so, as createServerStorageSlot
 * (theme-common utils/storageUtils.js) makes it, a slot is created but any use of it throws.
 */
export function createStorageSlot(key: string): StorageSlot {
  const illegal = (): never => {
    throw new Error(
      `Illegal storage API usage for storage key "${key}".\nDocusaurus storage APIs are not supposed to be called ` +
        'on the server-rendering process.\nPlease only call storage APIs in effects and event handlers.',
    );
  };
  return { get: illegal, set: illegal, del: illegal, listen: illegal };
}

/** What a hook throws outside its provider, with the message theme-common's utils/reactUtils.js gives. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super();
    this.name = 'ReactContextError';
    const hook = this.stack?.split('\n')[1]?.match(/at (?:\w+\.)?(?<name>\w+)/)?.groups?.name ?? '';
    this.message = `Hook ${hook} is called outside the <${providerName}>. ${additionalInfo ?? ''}`;
  }
}
