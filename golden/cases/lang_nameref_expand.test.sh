# Expanding namerefs: a circular reference warns at each use and expands to nothing; the
# command goes on.

#### a circular nameref expands to nothing with a warning
declare -n r=y
declare -n y=r 2>/dev/null
echo "[$r]"
echo $r end
echo "status $?"

#### a circular nameref in an assignment and with a default
declare -n r=y
declare -n y=r 2>/dev/null
x=$r
echo "[$x]"
echo "${r-unset}"
