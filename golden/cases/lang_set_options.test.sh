# Option reporting: set +, set -o, set +o, $-, SHELLOPTS and BASHOPTS (read-only, computed).

#### set plus alone changes nothing
set +
echo "rc=$? args=$#"

#### set -o lists every option
set -o

#### set +o lists the commands that restore the options
set -e -o pipefail
set +o

#### set -o after changes
set -u -o noclobber
set -o | grep -E '^(nounset|noclobber|errexit|interactive-comments)'

#### SHELLOPTS follows the options
echo "$SHELLOPTS"
set -o pipefail -f
echo "$SHELLOPTS"
set +o pipefail
echo "$SHELLOPTS"

#### SHELLOPTS is read-only
SHELLOPTS=x
echo "not reached"

#### SHELLOPTS assignment on its own line
echo before
SHELLOPTS=x
echo "after $SHELLOPTS"

#### unset SHELLOPTS is refused
unset SHELLOPTS
echo "rc=$?"
declare -p SHELLOPTS

#### declare -p BASHOPTS and SHELLOPTS
shopt -s nullglob
set -o noglob
declare -p SHELLOPTS BASHOPTS

#### BASHOPTS is read-only
BASHOPTS=x
echo "rc=$?"

#### readonly lists SHELLOPTS
readonly | grep -E 'SHELLOPTS|BASHOPTS'

#### dollar hyphen after set
set -u
echo "$-"
set -f +B
echo "$-"

#### set -o with a bad name
set -o nosuch
echo "rc=$?"

#### set with a bad letter
set -Q
echo "rc=$?"

#### shopt -p of the defaults
shopt -p | head -12

#### shopt -o -p lists set options
shopt -o -p errexit noglob
set -e
shopt -o -p errexit

#### set hyphen alone keeps the arguments
set -- a b
set -x
set -
echo "$# $*"
set + c d
echo "$# $*"
