# Pathname expansion: * ? [...] classes, dotfiles, ordering, trailing /, symlinks, quoting,
# nullglob, failglob, dotglob, nocaseglob, globstar, extglob.  `[shopt -s X;] echo PATTERN` cases
# are checked directly against vshell.expand.glob in tests/lib.

#### glob echo *
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *

#### glob echo .*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo .*

#### glob echo *.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *.txt

#### glob echo ?.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ?.txt

#### glob echo ??.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ??.txt

#### glob echo [ab].txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [ab].txt

#### glob echo [!ab].txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [!ab].txt

#### glob echo [^ab].txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [^ab].txt

#### glob echo [a-c]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [a-c]*

#### glob echo [[:upper:]]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [[:upper:]]*

#### glob echo [[:digit:]]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [[:digit:]]*

#### glob echo *[[:digit:]]
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *[[:digit:]]

#### glob echo ab?
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ab?

#### glob echo ab*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ab*

#### glob echo ab[0-9]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ab[0-9]*

#### glob echo d/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d/*

#### glob echo d/.*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d/.*

#### glob echo */
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */

#### glob echo */*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */*

#### glob echo */*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */*.txt

#### glob echo d/*/
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d/*/

#### glob echo */*/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */*/*

#### glob echo ld/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ld/*

#### glob echo broken*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo broken*

#### glob echo nomatch*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo nomatch*

#### glob echo no/match/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo no/match/*

#### glob echo "*"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo "*"

#### glob echo '*.txt'
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo '*.txt'

#### glob echo \*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo \*

#### glob echo a\*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo a\*.txt

#### glob echo "a"*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo "a"*

#### glob echo ./*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ./*.txt

#### glob echo d/../*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d/../*.txt

#### glob echo d//*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d//*

#### glob echo d*//
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo d*//

#### glob echo */./
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */./

#### glob echo */.
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo */.

#### glob echo .*/
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo .*/

#### glob echo [.]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [.]*

#### glob echo *[.]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *[.]*

#### glob echo .?
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo .?

#### glob echo ..
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ..

#### glob echo .
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo .

#### glob echo empty/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo empty/*

#### glob echo e/*.md e/*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo e/*.md e/*.txt

#### glob x='*.txt'; echo $x
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
x='*.txt'; echo $x

#### glob x='*.txt'; echo "$x"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
x='*.txt'; echo "$x"

#### glob x='[ab]*'; for f in $x; do echo "<$f>"; done
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
x='[ab]*'; for f in $x; do echo "<$f>"; done

#### glob for f in *; do echo "<$f>"; done
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
for f in *; do echo "<$f>"; done

#### glob a=(*.txt); echo ${#a[@]} "${a[1]}"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
a=(*.txt); echo ${#a[@]} "${a[1]}"

#### glob set -f; echo *; set +f; echo *.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
set -f; echo *; set +f; echo *.txt

#### glob set -o noglob; echo *.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
set -o noglob; echo *.txt

#### glob echo *.TXT
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *.TXT

#### glob echo *.[tT][xX][tT]
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *.[tT][xX][tT]

#### glob echo s*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo s*

#### glob echo "s"*" "*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo "s"*" "*

#### glob echo sp\ *
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo sp\ *

#### glob echo [
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [

#### glob echo [ab
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [ab

#### glob echo a]
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo a]

#### glob echo [a-
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [a-

#### glob echo [z-a]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo [z-a]*

#### glob echo *[
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo *[

#### glob case a.txt in *.txt) echo yes;; esac
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
case a.txt in *.txt) echo yes;; esac

#### glob [[ a.txt == *.txt ]] && echo match
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
[[ a.txt == *.txt ]] && echo match

#### glob echo ***
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo ***

#### glob echo a*t*x*t
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
echo a*t*x*t

#### glob [nullglob] echo nomatch* end
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nullglob; echo nomatch* end

#### glob [nullglob] echo *.txt nomatch*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nullglob; echo *.txt nomatch*

#### glob [nullglob] x=(nomatch*); echo ${#x[@]}
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nullglob; x=(nomatch*); echo ${#x[@]}

#### glob [nullglob] for f in nomatch*; do echo "$f"; done; echo done
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nullglob; for f in nomatch*; do echo "$f"; done; echo done

#### glob [nullglob] echo "nomatch*"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nullglob; echo "nomatch*"

#### glob [failglob] echo nomatch*; echo "rc=$?"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s failglob; echo nomatch*; echo "rc=$?"

#### glob [failglob] echo *.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s failglob; echo *.txt

#### glob [failglob] x=nomatch*; echo "$x"
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s failglob; x=nomatch*; echo "$x"

#### glob [failglob] echo nomatch* ; echo after
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s failglob; echo nomatch* ; echo after

#### glob [dotglob] echo *
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s dotglob; echo *

#### glob [dotglob] echo d/*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s dotglob; echo d/*

#### glob [dotglob] echo .*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s dotglob; echo .*

#### glob [dotglob] echo */
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s dotglob; echo */

#### glob [nocaseglob] echo *.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo *.txt

#### glob [nocaseglob] echo b*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo b*

#### glob [nocaseglob] echo [A]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo [A]*

#### glob [nocaseglob] echo Z* z*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo Z* z*

#### glob [nocaseglob] echo [[:upper:]]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo [[:upper:]]*

#### glob [nocaseglob] echo [[:lower:]]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo [[:lower:]]*

#### glob [nocaseglob] echo [A-C]*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s nocaseglob; echo [A-C]*

#### glob [globstar] echo **
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo **

#### glob [globstar] echo **/*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo **/*.txt

#### glob [globstar] echo d/**
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo d/**

#### glob [globstar] echo **/
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo **/

#### glob [globstar] echo l*/**
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo l*/**

#### glob [globstar] echo **/y.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo **/y.txt

#### glob [globstar] echo d/**/*.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo d/**/*.txt

#### glob [globstar] echo ***
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; echo ***

#### glob [globstar dotglob] echo **
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -s globstar; shopt -s dotglob; echo **

#### glob [extglob] echo !(*.txt)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo !(*.txt)

#### glob [extglob] echo @(a|b).txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo @(a|b).txt

#### glob [extglob] echo *.@(txt|TXT)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo *.@(txt|TXT)

#### glob [extglob] echo ?(a)b.txt
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo ?(a)b.txt

#### glob [extglob] echo +(ab)*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo +(ab)*

#### glob [extglob] echo ab+([0-9])
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo ab+([0-9])

#### glob [extglob] echo ab*([0-9])
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo ab*([0-9])

#### glob [extglob] echo !(a*|b*|B*)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo !(a*|b*|B*)

#### glob [extglob] echo .!(x)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo .!(x)

#### glob [extglob] echo d/!(*.txt)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo d/!(*.txt)

#### glob [extglob] echo @(nomatch)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo @(nomatch)

#### glob [extglob nullglob] echo !(*)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
shopt -s nullglob; echo !(*)

#### glob [extglob] echo *(a|b|c)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo *(a|b|c)

#### glob [extglob] echo *!(a)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo *!(a)

#### glob [extglob] echo *@(t|T)*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo *@(t|T)*

#### glob [extglob] echo a*+(b|c)
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
echo a*+(b|c)

#### glob [extglob nocaseglob] echo @(A|b).TXT
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
## args: -O extglob
shopt -s nocaseglob; echo @(A|b).TXT

#### glob [no globskipdots] echo .*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -u globskipdots; echo .*

#### glob [no globskipdots] echo .?
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -u globskipdots; echo .?

#### glob [no globskipdots] echo d/.*
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -u globskipdots; echo d/.*

#### glob [no globskipdots] echo .*/
## file: a.txt
## file: b.txt
## file: B.txt
## file: c.TXT
## file: .dot
## file: .hid/h
## file: Z
## file: d/x.txt
## file: d/sub/y.txt
## file: d/.in
## file: e/f.md
## file: sp ace
## file: ab1
## file: ab22
## file: abc
## dir: empty
## symlink: ld -> d
## symlink: broken -> nowhere
shopt -u globskipdots; echo .*/
