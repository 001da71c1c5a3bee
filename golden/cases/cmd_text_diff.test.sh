# diff and cmp: GNU diffutils 3.8 normal, unified and context formats, directories, errors.

#### diff d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff d1 d2

#### diff -u --label x --label y d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label x --label y d1 d2

#### diff n1 n2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff n1 n2

#### diff -c --label x --label y d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -c --label x --label y d1 d2

#### diff -q d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -q d1 d2

#### diff d1 nonexist
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff d1 nonexist

#### diff d1 d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff d1 d1

#### diff -s d1 d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -s d1 d1

#### diff e d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff e d1

#### diff d1 e
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff d1 e

#### diff -u --label a --label b e d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label a --label b e d1

#### diff l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff l1 l2

#### diff -u --label a --label b l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label a --label b l1 l2

#### diff -U1 --label a --label b l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -U1 --label a --label b l1 l2

#### diff -c --label a --label b l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -c --label a --label b l1 l2

#### diff -C0 --label a --label b l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -C0 --label a --label b l1 l2

#### diff -U0 --label a --label b l1 l2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -U0 --label a --label b l1 l2

#### diff -w s1 s2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -w s1 s2

#### diff -b s1 s2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -b s1 s2

#### diff -i s1 s2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -i s1 s2

#### diff -iw s1 s2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -iw s1 s2

#### diff p q
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff p q

#### diff -u --label a --label b p q
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label a --label b p q

#### diff -u --label a --label b n1 n2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label a --label b n1 n2

#### diff d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff d1

#### diff a b c
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff a b c

#### diff --bogus d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff --bogus d1 d2

#### cmp d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp d1 d2

#### cmp d1 d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp d1 d1

#### cmp -s d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp -s d1 d2

#### cmp -l n1 n2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp -l n1 n2

#### cmp d1 e
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp d1 e

#### cmp e d1
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp e d1

#### cmp -b d1 d2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp -b d1 d2

#### cmp d1 nonexist
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp d1 nonexist

#### seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; echo tail >> l2; diff l1 
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; echo tail >> l2; diff l1 l2

#### seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -u --label a --label
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -u --label a --label b l1 l2

#### seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -U1 --label a --labe
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -U1 --label a --label b l1 l2

#### seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -c --label a --label
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -c --label a --label b l1 l2

#### seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -U0 --label a --labe
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
seq 30 > l1; seq 30 | sed -e 6d -e 21d > l2; diff -U0 --label a --label b l1 l2

#### mkdir r1 r2; echo 1 > r1/a; echo 2 > r2/a; echo o > r1/only; diff r1 r
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir r1 r2; echo 1 > r1/a; echo 2 > r2/a; echo o > r1/only; diff r1 r2; echo $?

#### mkdir -p r1/s r2/s; echo s > r1/s/f; echo t > r2/s/f; diff r1 r2; echo
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir -p r1/s r2/s; echo s > r1/s/f; echo t > r2/s/f; diff r1 r2; echo $?

#### mkdir -p r1/s r2/s; echo s > r1/s/f; echo t > r2/s/f; echo x > r2/new;
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir -p r1/s r2/s; echo s > r1/s/f; echo t > r2/s/f; echo x > r2/new; diff -r r1 r2; echo $?

#### mkdir r1 r2; echo x > r2/new; diff -N --label a --label b -u r1/new r2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir r1 r2; echo x > r2/new; diff -N --label a --label b -u r1/new r2/new; diff -rN r1 r2

#### mkdir r1 r2; echo 1 > r1/a; echo 1 > r2/a; diff -r r1 r2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir r1 r2; echo 1 > r1/a; echo 1 > r2/a; diff -r r1 r2; echo $?

#### mkdir r1 r2; echo 1 > r1/a; echo 2 > r2/a; diff -rq r1 r2
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir r1 r2; echo 1 > r1/a; echo 2 > r2/a; diff -rq r1 r2

#### mkdir r; echo x > r/d1; diff d1 r; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
mkdir r; echo x > r/d1; diff d1 r; echo $?

#### echo hello | diff - d1; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
echo hello | diff - d1; echo $?

#### printf 'a\0b' > bin1; printf 'a\0c' > bin2; diff bin1 bin2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
printf 'a\0b' > bin1; printf 'a\0c' > bin2; diff bin1 bin2; echo $?

#### diff -u --label a --label b d1 d1; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff -u --label a --label b d1 d1; echo $?

#### diff <(echo one) <(echo two); echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
diff <(echo one) <(echo two); echo $?

#### printf 'a\r\nb\r\n' > w; printf 'a\nb\n' > u; diff w u >/dev/null; ech
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
printf 'a\r\nb\r\n' > w; printf 'a\nb\n' > u; diff w u >/dev/null; echo $?; diff --strip-trailing-cr w u; echo $?

#### printf 'x\n\ny\n' > b1; printf 'x\ny\n' > b2; diff -B b1 b2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
printf 'x\n\ny\n' > b1; printf 'x\ny\n' > b2; diff -B b1 b2; echo $?

#### cmp n1 n2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp n1 n2; echo $?

#### printf 'a\nb' > c1; printf 'a\nbc' > c2; cmp c1 c2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
printf 'a\nb' > c1; printf 'a\nbc' > c2; cmp c1 c2; echo $?

#### printf 'a\nb\n' > c3; printf 'a\nb\nc\n' > c4; cmp c3 c4; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
printf 'a\nb\n' > c3; printf 'a\nb\nc\n' > c4; cmp c3 c4; echo $?

#### cmp -n 1 d1 d2; echo $?
## file: d1
## | a
## | b
## | c
## | d
## | e
## | f
## | g
## | h
## file: d2
## | a
## | B
## | c
## | d
## | e
## | f
## | g
## | h
## | I
## file-nonl: n1
## | x
## file-nonl: n2
## | y
## file: s1
## | a b
## | C
## file: s2
## | a  b
## | c
## file: p
## | x
## | y
## | z
## file: q
## | y
## | z
## | x
cmp -n 1 d1 d2; echo $?
