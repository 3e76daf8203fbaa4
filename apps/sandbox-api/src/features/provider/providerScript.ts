/**
 * GET /provider/v1/script.js: what the front end loads from the session's url. Card details go from the browser
 * straight to the provider's origin; our API only ever sees the card identifier this answers with. A saved card's
 * security code goes the same way (activateSavedCard), so the API never sees it either.
 */
export function providerScript(providerOrigin: string): string {
  return `/* Sandbox card provider (emulates Opayo Pi's tokenisation and reusable-card activation). */
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
  // Opayo Pi's reusable-card activation: a saved card's security code goes to the provider for this session key, and
  // authorise then pays with the saved card. 204: activated; 401: prepare again; 404/422: say it on the code field.
  function activateSavedCard(request) {
    var path = '/provider/v1/card-identifiers/' + encodeURIComponent(request.cardIdentifier) + '/security-code';
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ sessionKey: request.sessionKey, securityCode: request.securityCode }),
    }).then(function (response) {
      if (response.status === 204) return { activated: true };
      return response.json().catch(function () { return {}; }).then(function (body) {
        return { status: response.status, errors: body.errors || [{ field: 'securityCode', message: 'Something has gone wrong, please try again.' }] };
      });
    });
  }
  window.SandboxCardProvider = { origin: origin, tokenise: tokenise, activateSavedCard: activateSavedCard };
})();
`;
}
