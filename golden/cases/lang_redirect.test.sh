# Redirections: every form, fd duplication order, exec redirections, {var}>, closing fds, noclobber.

#### output to file
echo hi > out
cat out

#### append
echo a > f; echo b >> f
cat f

#### truncate existing file
## file: f
## | old content that is long
echo new > f
cat f

#### input from file
## file: in
## | input line
cat < in

#### missing input file
cat < missing
echo "status $?"

#### stderr to file
ls nonexist 2> err
echo "status $?"; cat err

#### stdout to null then stderr to stdout
{ echo out; echo err >&2; } >/dev/null 2>&1
echo "[done]"

#### stderr to stdout then stdout to null order matters
{ echo out; echo err >&2; } 2>&1 >/dev/null

#### ampersand greater both to file
{ echo out; echo err >&2; } &> both
cat both

#### ampersand append both
echo first > both
{ echo out; echo err >&2; } &>> both
cat both

#### greater ampersand word form
{ echo out; echo err >&2; } >& f2
cat f2

#### stderr through pipe with pipe-ampersand
{ echo out; echo err >&2; } |& cat -n

#### 2>&1 through pipe
{ echo err >&2; } 2>&1 | tr a-z A-Z

#### fd 3 output
exec 3> three
echo via3 >&3
exec 3>&-
cat three

#### fd 3 input
## file: data
## | l1
## | l2
exec 3< data
read -r a <&3
read -r b <&3
exec 3<&-
echo "$a $b"

#### read write fd
## file: rw
## | hello
exec 4<> rw
read -r x <&4
echo "got $x"
exec 4>&-

#### read write redirection creates file
: <> created
ls created

#### write to closed fd is an error
exec 3>&-
echo x >&3
echo "status $?"

#### duplicate unopened fd
echo x >&7
echo "status $?"

#### close stdout then write
( exec 1>&-; echo x ) 2>&1 | head -1
echo end

#### close stdin
cat <&-
echo "status $?"

#### exec redirection persists for rest of script
exec > log
echo one
echo two
exec >&2
cat log >&2

#### exec stderr to file
exec 2> errlog
ls missing-file
echo "after"
cat errlog

#### save and restore stdout with exec
exec 5>&1
exec > saved
echo into-file
exec 1>&5 5>&-
echo restored
cat saved

#### named fd variable
exec {fd}> named
echo "fd>=10: $(( fd >= 10 ))"
echo data >&$fd
exec {fd}>&-
cat named

#### named fd for input
## file: src
## | source line
exec {in}< src
read -r line <&$in
exec {in}<&-
echo "$line"

#### noclobber refuses overwrite
## file: keep
## | original
set -o noclobber
echo new > keep
echo "status $?"; cat keep

#### noclobber override with pipe
## file: keep
## | original
set -C
echo new >| keep
cat keep

#### noclobber allows append and new file
## file: keep
## | original
set -C
echo more >> keep
echo fresh > newfile
cat keep newfile

#### noclobber allows dev null
set -C
echo x > /dev/null && echo ok

#### redirection before command name
> out echo hi
cat out

#### redirection in middle of arguments
echo a > out b c
cat out

#### multiple output redirections last wins but all created
echo data > one > two
echo "one=[$(cat one)] two=[$(cat two)]"

#### redirection to directory fails
## dir: d
echo x > d
echo "status $?"

#### redirection to missing directory path
echo x > nodir/file
echo "status $?"

#### ambiguous redirect from empty variable
f=
echo x > $f
echo "status $?"

#### ambiguous redirect from glob matching many
## file: a1
## file: a2
echo x > a*
echo "status $?"

#### glob in redirection single match is used
## file: only1
## | before
echo after > only*
cat only1

#### redirect compound command output
{ echo a; echo b; } > grp
cat grp

#### redirect subshell output
( echo sub ) > s
cat s

#### redirect loop output
for i in 1 2; do echo $i; done > loop
cat loop

#### redirect while loop input
## file: lines
## | x
## | y
while read -r l; do echo "[$l]"; done < lines

#### redirect if statement
if true; then echo yes; fi > iff
cat iff

#### function with redirection in definition
f() { echo in-f; } > fout
f
f
cat fout

#### redirection failure skips command
echo should-not-print < nofile
echo "status $?"

#### redirection failure in compound skips it
{ echo inner; } < nofile
echo "status $?"

#### stdin from dev null
cat < /dev/null
echo "[$?]"

#### fd duplication copies current target
exec 3>&1
{ echo to3 >&3; } > /dev/null
exec 3>&-

#### swap stdout and stderr
{ echo out; echo err >&2; } 3>&1 1>&2 2>&3 3>&- 2>/dev/null

#### move fd with dash
exec 3> moved
exec 4>&3-
echo x >&4
echo y >&3
echo "status $?"
exec 4>&-
cat moved

#### here-string to fd 0 explicitly
cat 0<<< "explicit zero"

#### output redirect with number and space is argument
echo 2 > two
cat two

#### redirect stderr of a builtin error
cd /nonexistent-zz 2>/dev/null
echo "status $?"

#### redirection applies only to one command
echo a > f1; echo b
cat f1

#### append creates file
echo x >> newapp
cat newapp

#### redirect from variable file name
name=target.txt
echo hi > "$name"
cat target.txt

#### redirect with tilde in target
echo x > ~/h.txt
cat ~/h.txt

#### dev stdout and dev stderr
echo out > /dev/stdout
echo err > /dev/stderr

#### noclobber with ampersand greater
## file: k
## | v
set -C
echo x &> k
echo "status $?"

#### input redirection of loop with read in function
## file: lst
## | 1
## | 2
f() { while read -r n; do echo "n=$n"; done; }
f < lst

#### exec without command keeps shell with redirections
exec 3>x3
echo ok >&3
cat x3

#### redirect into file then read it back in same command list
echo abc > t && cat t && rm t
ls

#### writing to read-only fd fails
## file: r
## | data
exec 3< r
echo x >&3
echo "status $?"

#### bad fd number
echo x 1>&99999999999
echo "status $?"

#### here-doc and file redirection same command last wins
## file: f
## | from file
cat <<EOF < f
from heredoc
EOF
