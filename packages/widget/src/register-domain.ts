// The start-up call (packages/widget/README.md): POST {registerDomainUrl} with the page's hostname and the time,
// to the host's own API (never a third party). Its answer is read and ignored, and any failure
// is swallowed: the widget works the same whether or not the call succeeds.

export type DomainRegistration = { domain: string; created: string };

export type PostLike = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{ json: () => Promise<unknown> }>;

export async function registerDomain(url: string, post: PostLike, hostname: string, now: Date): Promise<void> {
  const body: DomainRegistration = { domain: hostname, created: now.toISOString() };
  try {
    const response = await post(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await response.json();
  } catch {
    // Ignored on purpose.
  }
}
