#!/usr/bin/env bash
# Regenerates the early-warning migration (0001) from the table files, so parallel schema edits
# converge on one migration. Only for migrations not yet released.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f drizzle/0001_*.sql drizzle/meta/0001_snapshot.json
node -e '
const fs=require("fs");const p="drizzle/meta/_journal.json";const j=JSON.parse(fs.readFileSync(p));
j.entries=j.entries.filter(e=>e.idx<1);fs.writeFileSync(p,JSON.stringify(j,null,2));'
npx drizzle-kit generate --name early_warnings
