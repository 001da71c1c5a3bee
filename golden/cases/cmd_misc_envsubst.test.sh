# envsubst (GNU gettext-runtime 0.21): $VAR and ${VAR} references from the environment.

#### every reference replaced, unset ones by nothing
export A=1 B=two
echo 'a=$A b=${B} c=$C d=${D}.' | envsubst

#### only the forms $NAME and ${NAME} are references
export X=x
echo '${X:-y} $1 $ ${X ${X}} $X$X ${ X} $-' | envsubst

#### a SHELL-FORMAT limits what is replaced
export A=1 B=2 C=3
echo '$A ${B} $C ${A}x $Ay' | envsubst '$A ${C}'

#### a SHELL-FORMAT with no variables replaces nothing
export A=1
echo 'x $A' | envsubst -

#### -v lists the names in order, once per occurrence
envsubst -v '$B $A $B ${C ${D} $E{'

#### --variables needs a SHELL-FORMAT
envsubst --variables
echo "status $?"

#### too many arguments
envsubst a b
echo "status $?"

#### an invalid option
envsubst -x
echo "status $?"

#### names with underscores and digits, and non-ASCII after a $
export _a=Z _1=Q a1=W
echo '$_a ${_1} $a1 $é $1a' | envsubst

#### input without a final newline and several lines
export N=5
printf 'n=$N\nm=${N}\nlast $N' | envsubst

#### empty input
envsubst < /dev/null
echo "status $?"

#### a template file rendered to a new file
## file: app.conf.in
## | port=${PORT}
## | host=$HOST
## | path=$HOME_DIR/data
export PORT=8080 HOST=localhost
envsubst < app.conf.in > app.conf
cat app.conf
