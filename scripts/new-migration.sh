#!/usr/bin/env bash
# Generates a drizzle migration for the given schema files only, against the committed state of
# main, and commits it with those files. Several people (or helpers) can work in one checkout: the
# lock serialises migration numbers, and the scratch worktree keeps anyone's unfinished schema out
# of someone else's migration.
#
#   scripts/new-migration.sh <name> <schema file>...   (paths relative to the repository root)
#   scripts/new-migration.sh --custom <name> <sql file>  (hand-written SQL: triggers, functions, data)
#
# The schema files must import only what is already committed. With --custom the SQL file's text
# becomes the body of a new empty migration (drizzle-kit generate --custom), numbered the same way;
# the SQL file itself is not committed.
set -euo pipefail
custom=
if [[ ${1:-} == --custom ]]; then custom=1; shift; fi
name=${1:?usage: scripts/new-migration.sh [--custom] <name> <schema file>... | <sql file>}
shift
(($#)) || { echo "name the schema files that changed (or, with --custom, the SQL file)" >&2; exit 2; }
if [[ -n $custom ]]; then
  (($# == 1)) && [[ -f $1 ]] || { echo "--custom takes one SQL file" >&2; exit 2; }
  sql=$(realpath "$1")
  set --
fi
root=$(git rev-parse --show-toplevel)
cd "$root"

exec 9>/tmp/cb-erp-migration.lock
flock 9

scratch=$(mktemp -d)/tree
git worktree add --quiet --detach "$scratch" HEAD
cleanup() { git worktree remove --force "$scratch" >/dev/null 2>&1 || true; }
trap cleanup EXIT
ln -s "$root/node_modules" "$scratch/node_modules"
[[ -d "$root/apps/server/node_modules" ]] && ln -s "$root/apps/server/node_modules" "$scratch/apps/server/node_modules"
for file in "$@"; do
  mkdir -p "$scratch/$(dirname "$file")"
  cp "$root/$file" "$scratch/$file"
done

migrations=apps/server/src/db/migrations
if [[ -n $custom ]]; then
  (cd "$scratch/apps/server" && npx drizzle-kit generate --custom --name "$name")
  created=$(git -C "$scratch" status --porcelain --untracked-files=all -- "$migrations" | awk '$2 ~ /\.sql$/ {print $2}')
  [[ $(wc -w <<<"$created") == 1 ]] || { echo "expected one new SQL file, got: $created" >&2; exit 1; }
  { echo; cat "$sql"; } >>"$scratch/$created"
else
  (cd "$scratch/apps/server" && npx drizzle-kit generate --name "$name")
fi
changed=$(git -C "$scratch" status --porcelain -- "$migrations" | awk '{print $2}')
if [[ -z "$changed" ]]; then
  echo "No schema changes: nothing to commit"
  exit 0
fi
for file in $changed; do
  if [[ -d "$scratch/$file" ]]; then cp -r "$scratch/$file/." "$root/$file/"; else cp "$scratch/$file" "$root/$file"; fi
done
git add -- "$migrations" "$@"
git commit --quiet -m "Migration ${name}: ${custom:+hand-written SQL }$(printf '%s ' "$@")" -- "$migrations" "$@"
git log --oneline -1
