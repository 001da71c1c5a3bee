# Realistic multi-line scripts of the kind an agent runs: writing files with here-docs, strict mode, guards, loops over files.

#### create a file with a quoted here-doc
mkdir -p src
cat > src/main.sh <<'EOF'
#!/bin/bash
echo "Hello, ${1:-world}"
EOF
chmod +x src/main.sh
./src/main.sh agent

#### strict mode script stops at first failure
set -euo pipefail
echo step1 > progress.txt
grep -q missing progress.txt
echo step2 >> progress.txt

#### strict mode with or-true guard continues
set -euo pipefail
grep -q missing /dev/null || true
echo continued

#### strict mode unset variable stops script
set -euo pipefail
echo "value: ${UNDEFINED_VAR_ZZ}"
echo unreachable

#### strict mode pipefail catches failure in the middle
set -euo pipefail
cat nosuchfile.txt | sort > sorted.txt
echo unreachable

#### append configuration lines idempotently
## file: config.ini
## | [core]
## | name=demo
add() { grep -qxF "$1" config.ini || echo "$1" >> config.ini; }
add 'debug=true'
add 'name=demo'
add 'debug=true'
cat config.ini

#### rename files by extension in a loop
## file: a.txt
## | A
## file: b.txt
## | B
## file: keep.md
for f in *.txt; do mv -- "$f" "${f%.txt}.log"; done
ls

#### generate several files from a list
for name in alpha beta gamma; do
  printf 'name: %s\nlength: %d\n' "$name" "${#name}" > "$name.yaml"
done
cat beta.yaml

#### in-place edit with sed and check result
## file: app.py
## | DEBUG = False
## | PORT = 80
sed -i 's/^DEBUG = False$/DEBUG = True/' app.py
grep -n DEBUG app.py

#### check file exists before editing
if [ -f settings.json ]; then echo exists; else echo '{}' > settings.json && echo created; fi
cat settings.json

#### make directory tree and list it
mkdir -p project/{src,tests,docs}
touch project/src/__init__.py project/tests/test_a.py
find project | sort

#### count matching lines in files
## file: a.log
## | ERROR one
## | INFO two
## | ERROR three
## file: b.log
## | INFO only
for f in *.log; do printf '%s %s\n' "$f" "$(grep -c ERROR "$f")"; done

#### collect output and status of a failing command
out=$(cat missing.txt 2>&1) || status=$?
echo "status=${status:-0}"
echo "out=$out"

#### write a script that uses positional parameters and run it with bash
cat > greet.sh <<'EOF'
for who in "$@"; do echo "hi $who"; done
echo "count=$#"
EOF
bash greet.sh ann 'bob smith'

#### here-doc with variable expansion into a file
project=demo version=1.2
cat > README.txt <<EOF
# $project
Version: $version
Files: $(ls | wc -l)
EOF
cat README.txt

#### backup a file before modifying it
## file: data.csv
## | id,name
## | 1,x
cp data.csv data.csv.bak
echo '2,y' >> data.csv
wc -l data.csv data.csv.bak

#### remove files matching a pattern but keep others
## file: tmp1.tmp
## file: tmp2.tmp
## file: keep.txt
rm -f -- *.tmp
ls

#### loop until a condition with a counter file
echo 0 > counter
while [ "$(cat counter)" -lt 3 ]; do echo $(( $(cat counter) + 1 )) > counter; done
cat counter

#### function library sourced from a file
cat > lib.sh <<'EOF'
log() { echo "[log] $*"; }
EOF
. ./lib.sh
log started
log "two words"

#### test and report with exit codes
check() { [ -s "$1" ] && echo "$1 ok" || { echo "$1 empty or missing"; return 1; }; }
echo content > full.txt
: > empty.txt
check full.txt; check empty.txt; check absent.txt
echo "last status $?"

#### process a csv with IFS and read
## file: people.csv
## | name,age
## | ann,31
## | bob,27
{
  read -r _header
  while IFS=, read -r name age; do echo "$name is $age"; done
} < people.csv

#### create executable script and run via path
printf '#!/bin/bash\necho "run as $0"\n' > tool.sh
chmod 755 tool.sh
./tool.sh
ls -l tool.sh | cut -c1-10

#### safe temporary directory inside work dir
mkdir -p .work/tmp
echo scratch > .work/tmp/file
ls -A .work/tmp
rm -r .work
ls -A

#### diff-free comparison of two files with cmp
printf 'a\nb\n' > one
printf 'a\nb\n' > two
cmp -s one two && echo same
echo c >> two
cmp -s one two || echo different

#### set -e in function with explicit return status check
set -e
try() { "$@" && echo "ok: $*" || echo "failed: $*"; }
try true
try false
echo done

#### trap cleanup removes temp file on error exit
set -e
trap 'rm -f partial.out' EXIT
echo partial > partial.out
false
echo unreachable

#### replace a line in a file with a loop
## file: hosts
## | 127.0.0.1 localhost
## | 10.0.0.5 db
while IFS= read -r line; do
  [[ $line == *" db" ]] && line="10.0.0.9 db"
  printf '%s\n' "$line"
done < hosts > hosts.new && mv hosts.new hosts
cat hosts

#### nested directories with relative cd and pwd
mkdir -p a/b/c
cd a/b/c
pwd
cd ../..
pwd
cd - >/dev/null
pwd
