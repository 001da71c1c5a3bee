# Parameter transformations (@Q @E @P @A @a @U @u @L @K), indirection, ${!prefix*}, ${!array[@]}.

#### at Q quotes for reuse
x="it's a \$test"
echo ${x@Q}

#### at Q on simple word
x=simple
echo ${x@Q}

#### at Q on empty string
x=
echo "${x@Q}"

#### at Q with newline uses ansi-c quoting
x=$'a\nb'
echo ${x@Q}

#### at Q on positional parameters
set -- 'a b' c
echo "${@@Q}"

#### at Q on array elements
a=(x 'y z')
echo "${a[@]@Q}"

#### at E expands backslash escapes
x='a\tb\x41'
echo "${x@E}"

#### at P expands prompt escapes
x='\\ and \$'
echo "${x@P}"

#### at A gives assignment statement
x='hello world'
echo "${x@A}"

#### at A for integer variable
declare -i n=5
echo "${n@A}"

#### at A for array
a=(1 2)
echo "${a[@]@A}"

#### at A for associative array
declare -A m=([k]=v)
echo "${m[@]@A}"

#### at a gives attributes
declare -ir r=1
a=(x); declare -A m; x=1; export e=1
echo "[${r@a}] [${a@a}] [${m@a}] [${x@a}] [${e@a}]"

#### at U at u at L
x='hello World'
echo "${x@U}|${x@u}|${x@L}"

#### at K on associative array
declare -A m=([a]=1 [b]='x y')
echo "${m[@]@K}"

#### at K on indexed array
a=(p 'q r')
echo "${a[@]@K}"

#### at k on array gives separate words
a=(p q)
printf '<%s>' "${a[@]@k}"; echo

#### transformation on unset variable is empty
unset x
echo "[${x@Q}]" "[${x@U}]"

#### unknown transformation is bad substitution
x=1
echo ${x@Z}
echo after

#### indirect expansion
x=y; y=value
echo ${!x}

#### indirect to positional parameter
set -- first second
n=2
echo ${!n}

#### indirect to array element
a=(zero one)
ref='a[1]'
echo ${!ref}

#### indirect to unset is empty
x=nothere
echo "[${!x}]"

#### indirect with default operator
x=nothere
echo ${!x:-fallback}

#### indirect with invalid name
x='bad name'
echo ${!x}
echo after

#### names with prefix star
abc1=1 abc2=2 abd=3
echo ${!abc*}

#### names with prefix at in quotes are separate words
pre_a=1 pre_b=2
printf '<%s>' "${!pre_@}"; echo

#### names with prefix star in quotes join with IFS
pre_a=1 pre_b=2
IFS=,
echo "${!pre_*}"

#### no names with prefix gives nothing
echo "[${!zzznomatch*}]"

#### array keys of indexed array
a=(a b c)
echo ${!a[@]}

#### array keys of sparse array
a=([3]=x [7]=y [10]=z)
echo ${!a[@]}

#### array keys of associative array sorted for display
declare -A m=([one]=1 [two]=2 [three]=3)
for k in "${!m[@]}"; do echo "$k"; done | sort

#### keys of scalar is zero
x=val
echo ${!x[@]}

#### indirect through nameref-like string with array at
a=(1 2 3)
r='a[@]'
echo ${!r}

#### at Q on string with backslash
x='a\b'
echo ${x@Q}

#### at Q on tab char
x=$'\t'
echo ${x@Q}

#### at E with newline escape
x='1\n2'
echo "${x@E}"

#### at u on utf-8
x='ärger'
echo ${x@u}

#### at L on array
a=(AB Cd)
echo "${a[@]@L}"

#### at A on unset prints nothing
unset x
echo "[${x@A}]"

#### at A on readonly exported
declare -rx z=1
echo ${z@A}

#### at a on nameref
declare -n r=x
echo ${r@a}
x=5
echo ${!r@a}

#### transformations on positionals with at U
set -- ab cd
echo "${@@U}"

#### indirect expansion of special parameter hash
set -- a b c
x='#'
echo ${!x}

#### indirect expansion of at
set -- a b
x=@
echo ${!x}

#### length of indirect value is not supported that way
x=y; y=hello
echo ${#!x} 2>&1
echo after
