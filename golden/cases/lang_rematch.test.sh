# [[ =~ ]] and BASH_REMATCH.

#### BASH_REMATCH
[[ abc123def =~ ([a-z]+)([0-9]+) ]]; declare -p BASH_REMATCH; [[ x =~ y ]]; declare -p BASH_REMATCH

#### BASH_REMATCH optional group
[[ ab =~ a(x)?b ]]; declare -p BASH_REMATCH

#### BASH_REMATCH readonly assign
BASH_REMATCH=(a b); declare -p BASH_REMATCH; [[ q =~ (q) ]]; declare -p BASH_REMATCH

#### regex quoted parts
x='a.c'; [[ abc =~ $x ]] && echo m1; [[ abc =~ "$x" ]] && echo m2; [[ a.c =~ "$x" ]] && echo m3
