// What a stubbed fetch answers in client tests: the server's JSON with its status.
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
