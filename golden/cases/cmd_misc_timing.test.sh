# sleep, timeout, mktemp, env -S: short waits only (never past 0.2 s); random names checked by shape.

#### timeout ends a slow command with 124
timeout 0.05 sleep 0.2; echo "s=$?"

#### timeout --preserve-status
timeout --preserve-status 0.05 sleep 0.2; echo "s=$?"

#### timeout -v says what it sends
timeout -v 0.05 sleep 0.2; echo "s=$?"

#### timeout -s INT with --preserve-status
timeout -s INT --preserve-status 0.05 sleep 0.2; echo "s=$?"

#### timeout -k is accepted
timeout -k 1 0.05 sleep 0.2; echo "s=$?"

#### timeout passes the status through
timeout 5 false; echo "s=$?"

#### timeout runs a quick command
timeout 5 seq 3

#### timeout 0 means no limit
timeout 0 echo hi

#### timeout with a duration suffix
timeout 1m true; echo "s=$?"

#### timeout missing command
timeout 5 nosuchcmd; echo "s=$?"

#### timeout invalid duration
timeout x sleep 0.1; echo "s=$?"

#### timeout invalid signal
timeout -s FOO 1 true; echo "s=$?"

#### timeout missing operands
timeout 1; echo "s=$?"; timeout; echo "s=$?"

#### timeout bad option
timeout --bogus; echo "s=$?"

#### timeout in a pipeline
timeout 0.05 sleep 0.2 | cat; echo "p=${PIPESTATUS[*]}"

#### timeout of a non-executable file
## file: plain
## | echo hi
timeout 1 ./plain; echo "s=$?"

#### sleep fractions and units
sleep 0.01 0.001m .01s; echo "s=$?"

#### sleep missing operand
sleep; echo "s=$?"

#### sleep invalid interval
sleep x 1s; echo "s=$?"

#### sleep invalid suffix
sleep 0.1x; echo "s=$?"

#### sleep negative
sleep -1; echo "s=$?"

#### mktemp -p . makes a 600 file
f=$(mktemp -p .); stat -c %a "$f"; echo "$f" | sed 's/[A-Za-z0-9]\{10\}$/R/'; rm "$f"

#### mktemp -d -p . makes a 700 directory
d=$(mktemp -d -p .); stat -c %a "$d"; echo "$d" | sed 's/[A-Za-z0-9]\{10\}$/R/'; rmdir "$d"

#### mktemp template in the work dir
f=$(mktemp fooXXXX); echo "$f" | sed 's/foo[A-Za-z0-9]\{4\}$/fooR/'; rm "$f"

#### mktemp template with a suffix
f=$(mktemp fooXXXbar); echo "$f" | sed 's/foo[A-Za-z0-9]\{3\}bar$/fooRbar/'; rm "$f"

#### mktemp --suffix
f=$(mktemp -p . XXX --suffix=.txt); echo "$f" | sed 's/[A-Za-z0-9]\{3\}\.txt$/R.txt/'; rm "$f"

#### mktemp -u creates nothing
f=$(mktemp -u -p .); test -e "$f" && echo exists || echo none

#### mktemp with TMPDIR
f=$(TMPDIR=$PWD mktemp); echo "$f" | sed "s|^$PWD/tmp\.[A-Za-z0-9]\{10\}$|ok|"; rm "$f"

#### mktemp -t with TMPDIR
f=$(TMPDIR=$PWD mktemp -t abcXXX); echo "$f" | sed "s|^$PWD/abc[A-Za-z0-9]\{3\}$|ok|"; rm "$f"

#### mktemp too few X
mktemp fooXX; echo "s=$?"

#### mktemp -t with a slash
mktemp -t a/bXXX; echo "s=$?"

#### mktemp in a missing directory
mktemp -p ./nonexist; echo "s=$?"

#### mktemp -q in a missing directory
mktemp -q -p ./nonexist; echo "s=$?"

#### mktemp too many templates
mktemp a b; echo "s=$?"

#### mktemp bad suffix
mktemp XXXXX/ ; echo "s=$?"

#### env -S splits a string
env -S 'A=1 B=2 printenv A B'

#### env -S with quotes
env -S "printf '%s|' 'a b' c"; echo

#### env -i -S
env -i -S 'X=y printenv'
