/** A provider (Meta's Cloud API, the SMS gateway) refused a message, or could not be reached. */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    message: string,
    /** A refusal that sending again will not change (a number not on WhatsApp, a template not approved). */
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** How long a provider may take to answer one call. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** The provider's answer as JSON, or a ProviderError saying what it said (4xx but 429: permanent). */
export async function providerAnswer(response: Response, provider: string): Promise<unknown> {
  const text = await response.text();
  if (response.ok) {
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError(`${provider} answered ${response.status} with no JSON`, false);
    }
  }
  const permanent = response.status >= 400 && response.status < 500 && response.status !== 429;
  throw new ProviderError(`${provider} answered ${response.status}: ${text.slice(0, 300)}`, permanent);
}
