#!/usr/bin/env bash
# Signs a grower in to a Field Boundaries app with the authorization code flow and PKCE (S256),
# with curl, openssl and jq: getting-started.md, step 2, as one script.
#
#   ORIGIN=http://localhost:4000 CLIENT_ID=app_... ./oauth-pkce.sh start
#       prints the link to open in the grower's browser; keeps the PKCE verifier and the state in
#       $PKCE_FILE (./.pkce by default, mode 0600) for the next step.
#   ORIGIN=... CLIENT_ID=... ./oauth-pkce.sh finish 'http://127.0.0.1:8765/callback?code=...&state=...&iss=...'
#       checks the address the browser came back to (its state is this sign-in's, its issuer the
#       product's), trades the code and the verifier at the token endpoint, prints the token
#       answer (JSON: access_token, refresh_token, expires_in, scope) and forgets the verifier.
#   ORIGIN=... CLIENT_ID=... ./oauth-pkce.sh refresh "$REFRESH_TOKEN"
#       prints a new token answer; keep its refresh_token, the old one is spent.
#
# REDIRECT (default http://127.0.0.1:8765/callback) must be one of the app's redirect URIs (a
# native app registers http://127.0.0.1/callback and may use any port); SCOPES (default
# "fields:read spray:read account:read") what to ask for; a confidential app sets CLIENT_SECRET.
# Exits 1 with the reason on stderr when the grower denied the app, the state is not this
# sign-in's, or the token endpoint refused.
set -euo pipefail

origin="${ORIGIN:?set ORIGIN to the public origin of the product, e.g. http://localhost:4000}"
client_id="${CLIENT_ID:?set CLIENT_ID to the client id of the app (app_...)}"
redirect="${REDIRECT:-http://127.0.0.1:8765/callback}"
scopes="${SCOPES:-fields:read spray:read account:read}"
pkce_file="${PKCE_FILE:-.pkce}"

base64url() { base64 | tr '+/' '-_' | tr -d '=\n'; }
# Percent-encodes a query value.
encode() { jq -rn --arg value "$1" '$value | @uri'; }
# The value of one parameter of a URL's query, decoded.
param() { local value
  value=$(printf '%s' "$1" | sed -n "s/.*[?&]$2=\([^&#]*\).*/\1/p")
  value="${value//+/ }"
  printf '%b' "${value//%/\\x}"; }
# POSTs a form to the token endpoint; prints the answer, fails on a refusal.
token() {
  local answer status auth=()
  if [[ -n "${CLIENT_SECRET:-}" ]]; then auth=(-u "$client_id:$CLIENT_SECRET"); fi
  answer=$(curl -sS "${auth[@]}" -w '\n%{http_code}' "$origin/oauth/token" -d "client_id=$client_id" "$@")
  status="${answer##*$'\n'}"
  answer="${answer%$'\n'*}"
  if [[ "$status" != 200 ]]; then
    echo "the token endpoint refused ($status): $answer" >&2
    exit 1
  fi
  printf '%s\n' "$answer"
}

case "${1:-}" in
  start)
    verifier=$(openssl rand 48 | base64url)
    challenge=$(printf '%s' "$verifier" | openssl dgst -sha256 -binary | base64url)
    state=$(openssl rand -hex 16)
    (umask 077 && printf '%s %s\n' "$verifier" "$state" > "$pkce_file")
    printf '%s/oauth/auth?response_type=code&client_id=%s&redirect_uri=%s&scope=%s&state=%s&code_challenge=%s&code_challenge_method=S256\n' \
      "$origin" "$(encode "$client_id")" "$(encode "$redirect")" "$(encode "$scopes")" "$state" "$challenge"
    ;;
  finish)
    back="${2:?give the address the browser came back to}"
    read -r verifier state < "$pkce_file"
    if [[ -n "$(param "$back" error)" ]]; then
      echo "the grower did not allow the app: $(param "$back" error) $(param "$back" error_description)" >&2
      exit 1
    fi
    if [[ "$(param "$back" state)" != "$state" ]]; then
      echo "the state is not this sign-in's: start again" >&2
      exit 1
    fi
    # RFC 9207: the answer names its issuer; one from another server is not ours to trade.
    issuer=$(param "$back" iss)
    if [[ -n "$issuer" && "$issuer" != "$origin/oauth" ]]; then
      echo "the answer came from another issuer ($issuer)" >&2
      exit 1
    fi
    token -d grant_type=authorization_code --data-urlencode "redirect_uri=$redirect" \
      --data-urlencode "code=$(param "$back" code)" -d "code_verifier=$verifier"
    rm -f "$pkce_file"
    ;;
  refresh)
    token -d grant_type=refresh_token --data-urlencode "refresh_token=${2:?give the refresh token}"
    ;;
  *)
    echo "usage: $0 start | finish <redirected address> | refresh <refresh token>" >&2
    exit 2
    ;;
esac
