#!/usr/bin/env bash
# `npm run typecheck`: tsc --noEmit for every workspace, TYPECHECK_JOBS (2) at a time. Each tsc
# is one thread, so on CI's two cores two at once take about half the wall time of one after
# another. The largest go first; each one's output comes out whole, after its name.
set -uo pipefail
cd "$(dirname "$0")/.."
check() {
  local out status
  out=$(npx tsc -p "$1" --noEmit 2>&1)
  status=$?
  printf '%s: tsc %s\n' "$1" "$([ $status -eq 0 ] && echo ok || echo FAILED)"
  [ -n "$out" ] && printf '%s\n' "$out"
  return $status
}
export -f check
printf '%s\n' tests bench web api gateway e2e sdk contract |
  xargs -P "${TYPECHECK_JOBS:-2}" -I{} bash -c 'check {}'
