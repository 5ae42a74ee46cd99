#!/usr/bin/env bash
# Sign up from the shell with a throwaway inbox: make one, let the app mail a code, read the code.
#
#   npx -y deno@2.9.6 task serve &            # or any running inbox service (SERVICE_INBOX_URL)
#   npm i -g @service/mail                     # puts `inbox` on PATH
#   APP_URL=http://localhost:5173 ./signup.sh
#
# Exit codes follow `inbox wait`: 2 when no mail came in time, 3 when it held no code.
set -euo pipefail

# SERVICE_INBOX and SERVICE_INBOX_TOKEN for this shell; `inbox` remembers the inbox too.
eval "$(inbox new --ttl 15m --env)"

# The app under test mails a code to the address. SEND_CODE replaces this step in tests.
if [[ -n "${SEND_CODE:-}" ]]; then
  $SEND_CODE "$SERVICE_INBOX"
else
  curl -fsS -X POST --data-urlencode "email=$SERVICE_INBOX" "${APP_URL:-http://localhost:5173}/signup" >/dev/null
fi

code=$(inbox wait --subject code --code --timeout 30s)
echo "signed up $SERVICE_INBOX with code $code"
inbox delete >/dev/null
