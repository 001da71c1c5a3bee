# cat, head, tail, wc: every option and error path.

#### cat a file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat f

#### cat several files
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat f nonl f

#### cat stdin dash
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'in\n' | cat - nonl

#### cat no operand reads stdin
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'abc' | cat

#### cat -n
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -n f

#### cat -n continues across files
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -n nonl f

#### cat -b
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -b f

#### cat -s
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -s f

#### cat -sn
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -sn f

#### cat -E
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -E f nonl

#### cat -T
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -T tabs

#### cat -A
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\tb\x01\x7f\xc3\xa9\xff\r\n' | cat -A

#### cat -v
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\tb\x01\x7f\x80\xff\n' | cat -v

#### cat -e
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\tb\x02\n' | cat -e

#### cat -t
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\tb\x02\n' | cat -t

#### cat missing file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat nosuch; echo s=$?

#### cat missing file among others
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat nonl nosuch nonl; echo s=$?

#### cat a directory
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
mkdir d; cat d; echo s=$?

#### cat name needing quotes in error
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat 'a b' "it's"; echo s=$?

#### cat -u is accepted
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat -u nonl

#### cat long options
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat --number --show-ends nonl

#### head default ten lines
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head nums

#### head -n 3
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n 3 nums

#### head -n3 attached
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n3 nums

#### head -3 obsolete
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -3 nums

#### head -n -10
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n -10 nums

#### head -n 0
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n 0 nums; echo s=$?

#### head -c 5
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -c 5 nums

#### head -c -20
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -c -20 nums

#### head -c 1k suffix
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -c 1k nums | wc -c

#### head two files headers
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n 2 f nonl

#### head -q
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -q -n 1 f nums

#### head -v single file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -v -n 1 f

#### head stdin header name
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\nb\n' | head -v -n 1

#### head missing file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head nosuch f -n 1; echo s=$?

#### head invalid count
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n x f; echo s=$?

#### head invalid byte count
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -c 1.5 f; echo s=$?

#### head directory
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
mkdir d; head d; echo s=$?

#### head -n -1 without final newline
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n -1 nonl; echo; printf 'a\nb' | head -n -1

#### head -z
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\0b\0c\0' | head -z -n 2 | od -c

#### head last option wins
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head -n 2 -c 3 nums

#### head --lines long option
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
head --lines=2 nums

#### tail default
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail nums

#### tail -n 2
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n 2 nums

#### tail -n +11
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n +11 nums

#### tail -3 obsolete
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -3 nums

#### tail +11 obsolete
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail +11 nums

#### tail -c 4
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -c 4 nums

#### tail -c +20
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -c +20 nums

#### tail no final newline
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n 1 nonl; echo; printf 'a\nb\nc' | tail -n 2

#### tail two files headers
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n 1 f nums

#### tail -q
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -q -n 1 f nums

#### tail -n 0
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n 0 nums; echo s=$?

#### tail missing file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail nosuch; echo s=$?

#### tail invalid count
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n x nums; echo s=$?

#### tail directory
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
mkdir d; tail d; echo s=$?

#### tail -z
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\0b\0c\0' | tail -z -n 1 | od -c

#### tail stdin
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'a\nb\nc\n' | tail -n 2

#### tail +0 whole file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
tail -n +0 f

#### wc default
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc f

#### wc several files total
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc f nonl nums

#### wc -l
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -l f

#### wc -l two files
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -l f nums

#### wc -w
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -w f

#### wc -c
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -c f

#### wc -m multibyte
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf '\xc3\xa9t\xc3\xa9\n' > u; wc -m u; wc -c u

#### wc -L
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -L f tabs

#### wc -L wide characters
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf '\xe6\x97\xa5\xe6\x9c\xac\tx\n' | wc -L

#### wc all flags
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc -lwmcL f

#### wc from a pipe is padded
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat f | wc

#### wc -l from a pipe
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat f | wc -l

#### wc stdin redirected from a file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc < f

#### wc pipe and file mixed
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
cat f | wc -l - nums

#### wc missing file
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
wc nosuch f; echo s=$?

#### wc directory
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
mkdir d; wc d; echo s=$?

#### wc empty input
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf '' | wc

#### wc words across spaces
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf '  a  b\tc\n\nd' | wc -w

#### wc --files0-from
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'f\0nonl\0' > list; wc --files0-from=list

#### wc --files0-from with operand
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
printf 'f\0' > list; wc --files0-from=list f; echo s=$?

#### wc large counts widen columns
## file: f
## | one
## | two
## |
## |
## | five
## file-nonl: nonl
## | x
## file: tabs
## | a	b
## file: nums
## | 1
## | 2
## | 3
## | 4
## | 5
## | 6
## | 7
## | 8
## | 9
## | 10
## | 11
## | 12
seq 100000 > big; wc big nonl
