# Running scripts and nested shells: ./x.sh, bash x.sh, bash -c with $0 and arguments, bash -s, PATH lookup, exit codes.

#### bash -c with dollar zero and arguments
bash -c 'echo "$0|$1|$2|$#"' name a b

#### bash -c without extra arguments has dollar zero bash
bash -c 'echo "$0 $#"'

#### bash -c exit status propagates
bash -c 'exit 42'
echo "status $?"

#### bash -c syntax error status 2
bash -c 'if'
echo "status $?"

#### bash -c child inherits stdin
## stdin: piped\n
bash -c 'read -r x; echo "child got $x"'

#### bash -s reads script from stdin with arguments
echo 'echo "from stdin $1"' | bash -s arg1

#### bash reads script from stdin without -s
echo 'echo via-stdin; exit 3' | bash
echo "status $?"

#### bash -e option in child
bash -e -c 'false; echo not-here'
echo "status $?"

#### bash -u option in child
bash -u -c 'echo $undefined_zz'
echo "status $?"

#### bash -x traces child to stderr
bash -x -c 'echo traced'

#### bash -n checks syntax only
bash -n -c 'echo never printed'
echo "status $?"

#### bash -o pipefail in child
bash -o pipefail -c 'false | true'
echo "status $?"

#### script with arguments and dollar zero
## file: show.sh
## | echo "0=$0 #=$# all=$*"
bash show.sh x 'y z'
bash ./show.sh

#### executable script found on PATH
## file: bin/tool
## | echo "tool ran as $0 with $1"
## mode: bin/tool 755
PATH=$PWD/bin:$PATH
tool arg

#### non-executable script on PATH gives permission denied 126
## file: bin/tool
## | echo no
PATH=$PWD/bin:$PATH
tool
echo "status $?"

#### command -v finds executable script on PATH
## file: bin/tool
## | :
## mode: bin/tool 755
PATH=$PWD/bin:$PATH
command -v tool | sed "s|$PWD|W|"

#### script does not see unexported variables
## file: s.sh
## | echo "[${local_only-unset}] [${exported-unset}]"
local_only=1
export exported=2
bash s.sh

#### script changes do not affect caller
## file: s.sh
## | cd /
## | x=changed
x=orig
bash s.sh
echo "$x $PWD"

#### script exit status from last command
## file: s.sh
## | true
## | false
bash s.sh
echo "status $?"

#### script with exit inside function
## file: s.sh
## | f() { exit 7; }
## | f
## | echo unreachable
bash s.sh
echo "status $?"

#### script calling another script
## file: a.sh
## | echo "a start"
## | bash b.sh "from a"
## | echo "a end $?"
## file: b.sh
## | echo "b got $1"
## | exit 4
bash a.sh

#### exec replaces shell with script
## file: s.sh
## | echo "in script"
exec bash s.sh
echo unreachable

#### sh -c runs posix shell
sh -c 'echo "sh says $0 $1"' zero one

#### script with shebang arguments ignored when run via bash
## file: s.sh
## | #!/bin/bash -e
## | false
## | echo "continued because bash s.sh ignores the shebang"
bash s.sh

#### script with shebang options honored when executed directly
## file: s.sh
## | #!/bin/bash -e
## | false
## | echo unreachable
## mode: s.sh 755
./s.sh
echo "status $?"

#### script reading its stdin from the caller
## file: s.sh
## | read -r line
## | echo "script read: $line"
echo "piped line" | bash s.sh

#### script with CRLF line endings keeps the carriage return
printf 'echo hi\r\n' > crlf.sh
bash crlf.sh
echo "status $?"

#### missing script in bash invocation
bash nope.sh
echo "status $?"

#### script that is a directory
## dir: dir.sh
bash dir.sh
echo "status $?"

#### BASH_SOURCE in executed script
## file: s.sh
## | echo "${BASH_SOURCE[0]} $0"
bash s.sh
bash ./s.sh

#### export -f function visible in child bash
greet() { echo "hello from $1"; }
export -f greet
bash -c 'greet child'

#### child bash -c with nested quoting
bash -c "echo 'single inside double' \"and escaped double\""

#### commands named by their system path
/usr/bin/env | grep -c '^PATH=' ; /bin/echo hi; /usr/bin/printf '%s\n' a b; /bin/true; echo "st $?"

#### system path to a command that does not exist
/usr/bin/nosuchcmd_zz; echo "st $?"

#### bash named by its path keeps the path as its name
/bin/bash -c 'echo "$0 [$_]"'; /usr/bin/bash -c 'echo $0'

#### a system path with extra slashes
//usr//bin//basename /a/b/c
