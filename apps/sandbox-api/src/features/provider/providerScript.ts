/**
 * GET /provider/v1/script.js: what the front end loads from the session's url. Card details go from the browser
 * straight to the provider's origin; our API only ever sees the card identifier this answers with.
 */
export function providerScript(providerOrigin: string): string {
  return `/* Sandbox card provider (emulates Opayo Pi's tokenisation). */
(function () {
  var origin = ${JSON.stringify(providerOrigin)};
  function tokenise(request) {
    return fetch(origin + '/provider/v1/card-identifiers', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionKey: request.sessionKey, cardDetails: request.cardDetails }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (response.ok) return { cardIdentifier: body.cardIdentifier, cardType: body.cardType, expiry: body.expiry };
        // 401: the session key is dead (expired, used up): prepare again. 422: field errors to show.
        return { status: response.status, errors: body.errors || [{ field: 'cardNumber', message: 'Something has gone wrong, please try again.' }] };
      });
    });
  }
  window.SandboxCardProvider = { origin: origin, tokenise: tokenise };
})();
`;
}
