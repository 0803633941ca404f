/** JSON from the site; an HTTP error is an error (a failed shard must not read as an empty one). */
export async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}
