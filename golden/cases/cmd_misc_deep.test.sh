# Deep nesting and long inputs within vshell's bounds (NOTES.md L-deep-nesting, T-limits-on-time), and the
# message GNU gives where it has one: PCRE2's bound on nested parentheses in grep -P.

#### grep -P with 250 nested groups matches
echo a | grep -P "$(printf '(%.0s' {1..250})a$(printf ')%.0s' {1..250})"; echo "status $?"

#### grep -P with 251 nested groups is too deeply nested
echo a | grep -P "$(printf '(%.0s' {1..251})a$(printf ')%.0s' {1..251})"; echo "status $?"

#### grep -P counts groups, not escaped or bracketed parentheses
echo 'a(' | grep -P "$(printf '\\(%.0s' {1..300})[(]$(printf '(%.0s' {1..10})a$(printf ')%.0s' {1..10})" ; echo "status $?"

#### sed, grep and expr with 1000 nested groups
sed "s/$(printf '\\(%.0s' {1..1000})a$(printf '\\)%.0s' {1..1000})/[\1]/" <<< xay
grep -c -E "$(printf '(%.0s' {1..1000})a$(printf ')%.0s' {1..1000})" <<< xay
expr a : "$(printf '\\(%.0s' {1..1000})a$(printf '\\)%.0s' {1..1000})"

#### expr with 900 nested parentheses
expr $(printf '( %.0s' {1..900}) 1 + 2 $(printf ') %.0s' {1..900}); echo "status $?"

#### find with 900 nested parentheses and negations
touch f
find . $(printf '( %.0s' {1..900}) -name f $(printf ') %.0s' {1..900})
find . $(printf '! %.0s' {1..900}) -name f

#### test with 300 nested parentheses
test $(printf '( %.0s' {1..300}) 1 $(printf ') %.0s' {1..300}); echo "status $?"

#### printf with huge precisions
printf '%.100000f' 0.1 | cksum
printf '%.50000e' 1e-300 | cksum
printf '%.20000g\n' 0.1 | cksum
printf '%#.30000g\n' 0.1 | cksum
printf '%.70f\n' 0.1
printf '%.5000f' 5e-4950 | cksum

#### read and mapfile of a line longer than 64 KiB
head -c 200000 /dev/zero | tr '\0' a > long
read -r x < long; echo "${#x} $?"
read y < long; echo "${#y} $?"
mapfile m < long; echo "${#m[@]} ${#m[0]}"
rm long

#### mkdir -p of a 300-deep path
mkdir -p $(printf 'd/%.0s' {1..300}); echo "status $?"
find d | wc -l
rm -r d

#### twenty thousand brace words and split fields
set -- {1..20000}; echo "$# $1 ${20000}"
set -- $(seq 1 20000); echo "$# $1 ${20000}"
