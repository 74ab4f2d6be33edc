#!/usr/bin/env bash
# Checks a Field Boundaries webhook delivery (Standard Webhooks signing) with openssl alone.
#
#   WEBHOOK_SECRET=whsec_... ./verify-webhook.sh "$WEBHOOK_ID" "$WEBHOOK_TIMESTAMP" "$WEBHOOK_SIGNATURE" < body.json
#
# The three arguments are the request's webhook-id, webhook-timestamp and webhook-signature
# headers; stdin is the request body exactly as received (not re-serialised JSON). Exits 0 when
# one of the signatures matches and the timestamp is within five minutes of now, else 1.
set -euo pipefail

id="${1:?webhook-id}"
timestamp="${2:?webhook-timestamp}"
signatures="${3:?webhook-signature}"
secret="${WEBHOOK_SECRET:?set WEBHOOK_SECRET to the whsec_ secret of the endpoint}"

# A replayed delivery carries an old timestamp: refuse anything five minutes off.
now=$(date +%s)
if (( timestamp < now - 300 || timestamp > now + 300 )); then
  echo "webhook-timestamp is more than five minutes from now" >&2
  exit 1
fi

# The key is the secret's base64 part, decoded; the signed text is "id.timestamp.body".
key=$(printf '%s' "${secret#whsec_}" | base64 -d | od -An -v -tx1 | tr -d ' \n')
expected=$({ printf '%s.%s.' "$id" "$timestamp"; cat; } |
  openssl dgst -sha256 -mac HMAC -macopt "hexkey:$key" -binary | base64 | tr -d '\n')

# The header may hold several space-separated signatures (one per secret while a secret rotates).
for signature in $signatures; do
  if [[ "$signature" == "v1,$expected" ]]; then
    exit 0
  fi
done
echo "no signature matches" >&2
exit 1
