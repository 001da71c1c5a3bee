# getopts: OPTIND, OPTARG, option clusters, missing arguments, silent mode, errors.

#### simple flags
set -- -a -b
while getopts ab opt; do echo "opt=$opt"; done
echo "OPTIND=$OPTIND"

#### option with argument
set -- -f file.txt -v
while getopts f:v opt; do echo "$opt ${OPTARG-none}"; done

#### argument attached to option
set -- -ffile.txt
getopts f: opt
echo "$opt $OPTARG"

#### clustered flags
set -- -abc
while getopts abc opt; do echo $opt; done

#### cluster ending with option that takes argument
set -- -vf out
while getopts vf: opt; do echo "$opt ${OPTARG:-}"; done

#### stops at first non-option
set -- -a file -b
while getopts ab opt; do echo $opt; done
shift $((OPTIND-1))
echo "rest: $*"

#### double dash ends options
set -- -a -- -b
while getopts ab opt; do echo $opt; done
shift $((OPTIND-1))
echo "rest: $*"

#### invalid option prints error and gives question mark
set -- -x
getopts ab opt
echo "status $? opt=$opt OPTARG=[${OPTARG-unset}]"

#### missing argument prints error
set -- -f
getopts f: opt
echo "status $? opt=$opt"

#### silent mode invalid option sets OPTARG
set -- -x
getopts :ab opt
echo "opt=$opt OPTARG=$OPTARG"

#### silent mode missing argument gives colon
set -- -f
getopts :f: opt
echo "opt=$opt OPTARG=$OPTARG"

#### OPTERR zero silences errors
OPTERR=0
set -- -x
getopts ab opt
echo "opt=$opt"

#### getopts status 1 at end
set --
getopts a opt
echo "status $? opt=$opt OPTIND=$OPTIND"

#### getopts with explicit args
getopts xy: opt -y val
echo "$opt $OPTARG"

#### OPTIND reset to parse again
set -- -a
getopts a opt; echo $opt
OPTIND=1
getopts a opt; echo "again $opt"

#### getopts in function with local OPTIND
f() { local OPTIND opt; while getopts n: opt; do echo "n=$OPTARG"; done; shift $((OPTIND-1)); echo "args: $*"; }
f -n 1 rest
f -n 2 more

#### getopts argument may start with dash
set -- -f -x
getopts f: opt
echo "$opt $OPTARG"

#### getopts usage error without args
getopts
echo "status $?"

#### getopts invalid variable name
set -- -a
getopts a 1bad
echo "status $?"

#### getopts option that is a digit
set -- -1 -2
while getopts 12 opt; do echo "digit $opt"; done

#### getopts non-option first
set -- file -a
getopts a opt
echo "status $? OPTIND=$OPTIND"

#### getopts lone dash is not an option
set -- - -a
getopts a opt
echo "status $? OPTIND=$OPTIND"

#### getopts typical loop with case
set -- -v -o out.txt -q input
verbose=0 out= quiet=0
while getopts vo:q opt; do
  case $opt in
    v) verbose=1;; o) out=$OPTARG;; q) quiet=1;;
    *) exit 2;;
  esac
done
shift $((OPTIND-1))
echo "v=$verbose o=$out q=$quiet rest=$*"

#### getopts unknown option in case star branch
set -- -z
while getopts a opt; do case $opt in a) echo a;; \?) echo "usage error";; esac; done

#### getopts OPTARG unset after flag without argument
set -- -f val -a
getopts f:a opt; echo "$opt [$OPTARG]"
getopts f:a opt; echo "$opt [${OPTARG-unset}]"

#### getopts OPTIND after cluster partially processed
set -- -ab -c
getopts abc opt; echo "$opt $OPTIND"
getopts abc opt; echo "$opt $OPTIND"
getopts abc opt; echo "$opt $OPTIND"

#### getopts with error message in function uses shell name
f() { getopts a opt; }
f -q
echo "status $?"
