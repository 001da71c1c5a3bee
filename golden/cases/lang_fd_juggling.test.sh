# File-descriptor juggling: duplication order, saving and restoring, closing, per-command vs exec scope.

#### stdout to file then stderr to same file
{ echo out; echo err >&2; } > both 2>&1
cat both

#### stderr to stdout before stdout to file keeps stderr on terminal
{ echo out; echo err >&2; } 2>&1 > only-out
echo "file: $(cat only-out)"

#### both to dev null in either order of ampersand form
{ echo out; echo err >&2; } &>/dev/null
echo "[silent]"

#### stderr only to dev null
{ echo out; echo err >&2; } 2>/dev/null

#### stdout only to dev null
{ echo out; echo err >&2; } >/dev/null

#### capture only stderr in substitution
err=$( { echo out; echo err >&2; } 2>&1 >/dev/null )
echo "captured [$err]"

#### capture both in substitution
all=$( { echo out; echo err >&2; } 2>&1 )
echo "$all"

#### swap stdout and stderr through fd 3
{ echo out; echo err >&2; } 3>&2 2>&1 1>&3 | sed 's/^/piped: /'

#### pipe only stderr by swapping
{ echo to-out; echo to-err >&2; } 2>&1 >/dev/null | tr a-z A-Z

#### custom fd opened for one command only
echo hi 3>tmp3 >&3
cat tmp3
echo x >&3
echo "status $?"

#### exec fd persists across commands
exec 3>persist
echo one >&3
echo two >&3
exec 3>&-
cat persist

#### duplicate stdout to fd 4 and write via it
exec 4>&1
echo via-four >&4
exec 4>&-

#### reading and writing the same file with two fds
## file: data
## | original
exec 3<data 4>>data
read -r first <&3
echo appended >&4
exec 3<&- 4>&-
echo "$first"
cat data

#### read write fd does not truncate
## file: rw
## | 1234567
exec 3<>rw
echo ab >&3
exec 3>&-
cat rw

#### close stderr for a command
ls missing_zz 2>&-
echo "status $?"

#### close stdin makes read fail
read -r x <&-
echo "status $?"

#### redirect fd 0 from a file for a group
## file: in
## | a
## | b
{ read -r x; read -r y; echo "$y$x"; } < in

#### redirections processed left to right for errors
echo hi > ok.txt < missing > never.txt
echo "status $?"
ls

#### same file for stdout and stderr without dup interleaves by truncation
{ echo out; echo err >&2; } > f 2> f
cat f

#### appending both streams to same file
{ echo out; echo err >&2; } >> log 2>> log
cat log

#### here-doc on fd 3 read by read -u
read -r -u 3 line 3<<EOF
fd three
EOF
echo "$line"

#### fd variable allocated above nine
exec {a}>fa {b}>fb
(( a >= 10 && b >= 10 && a != b )) && echo distinct-high-fds
exec {a}>&- {b}>&-

#### fd variable closing with dash
exec {fd}>f
echo data >&$fd
exec {fd}>&-
echo more >&$fd
echo "status $?"

#### redirection in function definition applies at each call
f() { echo called; } >> calls
f; f; f
wc -l < calls

#### function stderr redirected at call site
f() { echo out; echo err >&2; }
f 2>&1 | sort

#### subshell inherits redirected fd
exec 3>sub.txt
( echo from-subshell >&3 )
exec 3>&-
cat sub.txt

#### stdin of loop redirected while inner command reads other fd
## file: outer
## | o1
## | o2
## file: inner
## | i1
## | i2
exec 5<inner
while read -r o; do read -r i <&5; echo "$o-$i"; done < outer
exec 5<&-

#### dev null as input gives immediate EOF to read loops
n=0
while read -r _; do n=$((n+1)); done < /dev/null
echo $n

#### writing to a closed stdout reports a write error then stdout is restored
echo start
exec 1>&-
echo lost
exec 1>&2
echo "restored to stderr"
