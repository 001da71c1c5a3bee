# Error messages and exit statuses of builtins and command lookup (127, 126, bad options, bad arguments).

#### command not found status 127
nosuchcmd_zz arg
echo "status $?"

#### command not found with path
./nosuch_zz
echo "status $?"

#### command not found message for absolute path
/nonexistent/dir/cmd
echo "status $?"

#### non-executable file status 126
## file: noexec.sh
## | echo should not run
./noexec.sh
echo "status $?"

#### executable script without shebang runs in bash
## file: run.sh
## | echo "running with $# args: $*"
## mode: run.sh 755
./run.sh a b

#### executable script with bash shebang
## file: run.sh
## | #!/bin/bash
## | echo "shebang $1"
## | exit 3
## mode: run.sh 755
./run.sh x
echo "status $?"

#### bash script.sh runs a non-executable script
## file: s.sh
## | echo "via bash $0 $1"
bash s.sh arg

#### bash missing script file
bash missing.sh
echo "status $?"

#### sh runs a script
## file: s.sh
## | echo "via sh"
sh s.sh

#### directory as command
## dir: d
./d
echo "status $?"

#### empty command name from variable
e=
$e
echo "status $?"

#### quoted empty command name
''
echo "status $?"

#### cd to missing directory
cd /nonexistent-zz
echo "status $?"

#### cd to a file
## file: f
cd f
echo "status $?"

#### cd too many arguments
## dir: a
## dir: b
cd a b
echo "status $?"

#### cd without args goes HOME
cd
[ "$PWD" = "$HOME" ] && echo at-home

#### cd with HOME unset
unset HOME
cd
echo "status $?"

#### cd dash goes to OLDPWD and prints it
## dir: sub
cd sub
cd - >/dev/null
cd -
echo "$PWD"

#### cd dash with OLDPWD unset
unset OLDPWD
cd -
echo "status $?"

#### cd updates PWD and OLDPWD
## dir: sub
old=$PWD
cd sub
[ "$OLDPWD" = "$old" ] && echo oldpwd-ok
echo "${PWD#$old}"

#### cd into unreadable but searchable dir
## dir: locked
## mode: locked 311
cd locked && echo entered

#### cd into non-searchable dir
## dir: noexec
## mode: noexec 644
cd noexec
echo "status $?"

#### cd -P and pushd into non-searchable dir
## dir: noexec
## mode: noexec 600
cd -P noexec
echo "status $?"
pushd noexec
echo "status $?"
pwd

#### cd through a non-searchable dir
## dir: closed/inner
## dir: closed
## mode: closed 600
cd closed/inner
echo "status $?"

#### cd with CDPATH prints the directory
## dir: base/target
CDPATH=$PWD/base
cd target
echo "${PWD##*/}"

#### cd dot dot from symlinked dir logical
## dir: real/inner
## symlink: link -> real/inner
cd link
cd ..
echo "$PWD"

#### cd -P resolves symlinks
## dir: real/inner
## symlink: link -> real/inner
cd -P link
echo "${PWD#"$OLDPWD"}"

#### pwd -P vs -L in symlinked dir
## dir: real
## symlink: link -> real
cd link
pwd -L | sed "s|^$OLDPWD||"
pwd -P | sed "s|^$OLDPWD||"

#### pwd invalid option
pwd -x
echo "status $?"

#### pwd with extra arguments is ok
pwd extra >/dev/null
echo "status $?"

#### cd invalid option
cd -z
echo "status $?"

#### exit with large status wraps
exit 300

#### exit with negative status
exit -1

#### exit with non-numeric argument
exit abc

#### exit with too many arguments
exit 1 2
echo "still running $?"

#### exit without argument uses last status
false
exit

#### return outside function at top level
return
echo "status $?"

#### unset invalid option
unset -x v
echo "status $?"

#### unset function and variable with same name
f=var
f() { echo fn; }
unset f
echo "[${f-unset}]"
f

#### unset -f on variable name does nothing
v=1
unset -f v
echo "$v"

#### unset invalid identifier
unset 'a-b'
echo "status $?"

#### unset nonexistent is fine
unset nothere_zz
echo "status $?"

#### exec nonexistent command exits shell
exec nosuchcmd_zz
echo not reached

#### exec runs command and does not return
exec echo replaced
echo not reached

#### exec with only redirections keeps shell
exec 2>/dev/null
ls missing_zz
echo "after $?"

#### type of builtin keyword alias and file
alias ll='ls -l'
type cd if ll cat 2>&1 | sed 's|/usr/bin/cat|/bin/cat|'

#### type -t variants
f() { :; }
type -t cd if f cat nosuch_zz
echo "status $?"

#### type not found
type nosuch_zz
echo "status $?"

#### type -P path search
type -P nosuch_zz
echo "status $?"

#### command -v for builtin and function and missing
f() { :; }
command -v cd
command -v f
command -v nosuch_zz
echo "status $?"

#### command -V describes
command -V cd
command -V nosuch_zz
echo "status $?"

#### command runs builtin skipping function
cd() { echo "fake cd"; }
command cd / && pwd

#### builtin with non-builtin name
builtin nosuch_zz
echo "status $?"

#### builtin with function name fails
f() { :; }
builtin f
echo "status $?"

#### hash of missing command
hash nosuch_zz
echo "status $?"

#### hash empty table message
hash -r
hash
echo "status $?"

#### alias definition and listing
alias a1='echo one' a2='echo two'
alias a1
alias

#### alias not found
alias nosuch_zz
echo "status $?"

#### unalias not found
unalias nosuch_zz
echo "status $?"

#### unalias -a removes all
alias x=y
unalias -a
alias
echo "status $?"

#### aliases not expanded in non-interactive shell by default
alias hello='echo aliased'
hello
echo "status $?"

#### expand_aliases enables aliases on next line
shopt -s expand_aliases
alias hello='echo aliased'
hello

#### let status is one when result is zero
let 'x = 0'
echo "status $?"
let 'y = 5'
echo "status $? y=$y"

#### let without arguments
let
echo "status $?"

#### let syntax error
let '1 +'
echo "status $?"

#### dirs pushd popd
## dir: a
## dir: b
pushd a >/dev/null
pushd ../b >/dev/null
dirs | sed "s|$HOME|~|g; s|${PWD%/b}|W|g"
popd >/dev/null
echo "${PWD##*/}"

#### popd with empty stack
popd
echo "status $?"

#### pushd with no other directory
pushd
echo "status $?"

#### pushd missing directory
pushd /nonexistent_zz
echo "status $?"

#### dirs -c clears and dirs -p prints one per line
## dir: a
pushd a >/dev/null
dirs -c
dirs -p | wc -l

#### umask prints and sets
umask
umask 077
umask
umask -S

#### umask invalid mode
umask 999
echo "status $?"

#### umask symbolic set
umask u=rwx,g=rx,o=
umask

#### wait for non-child pid
wait 99999
echo "status $?"

#### wait with no children
wait
echo "status $?"

#### kill with bad signal
kill -NOSUCHSIG 1
echo "status $?"

#### kill no such job
kill %5
echo "status $?"

#### kill without arguments
kill
echo "status $?"

#### kill -l lists a signal name
kill -l 15
kill -l TERM

#### jobs with no jobs
jobs
echo "status $?"

#### help for a builtin prints synopsis line
help cd | head -1

#### help unknown topic
help nosuch_zz
echo "status $?"

#### enable lists builtins in enable format
enable | grep -E '^enable (cd|echo|test)$'

#### enable nonexistent
enable nosuch_zz
echo "status $?"

#### caller at top level
caller
echo "status $?"

#### true and false ignore arguments
true --help; echo $?
false x y; echo $?

#### colon ignores arguments and expands them
: ${x:=assigned-by-colon} "$(echo side)"
echo $x

#### test with too many arguments
[ a b c ]
echo "status $?"

#### bad substitution status in script
echo ${x!}
echo "status $?"

#### syntax error unexpected token
echo a )
echo not reached

#### syntax error unexpected end of file in if
if true; then echo x

#### syntax error in function body
f() { echo x
echo not reached
