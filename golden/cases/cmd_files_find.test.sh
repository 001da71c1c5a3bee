# find: tests, operators, actions, -printf, errors (multi-entry output piped through sort: GNU walks in filesystem order, vshell in name order; D-find-order).

#### find lists everything
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d | sort

#### find with no path lists dot
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
cd d/sub && find | sort

#### find dot prefix
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
cd d && find . -name '*.txt' | sort

#### find -name glob
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*.txt' | sort

#### find -name exact
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name c.txt

#### find -name matches dotfiles with star
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*hidden'

#### find -name bracket
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '[ab].*' | sort

#### find -name negated bracket
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 -name '[!a-c]*' | sort

#### find -name question mark
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '?.py'

#### find -name backslash escape
touch 'w*'; touch wx; find . -name 'w\*'

#### find -iname
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -iname 'A.TXT'

#### find -path
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -path '*sub*' | sort

#### find -path star crosses slashes
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -path 'd/*/x.py'

#### find -ipath
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -ipath 'D/SUB/C.TXT'

#### find -wholename
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -wholename 'd/sub'

#### find -regex emacs default
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -regex '.*/[a-c]\.txt' | sort

#### find -regex emacs alternation
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -regex '.*\(log\|py\)' | sort

#### find -regex must match whole path
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -regex 'a.txt'; echo s=$?

#### find -regextype posix-extended
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -regextype posix-extended -regex '.*/(a|c)\.txt' | sort

#### find -iregex
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -iregex '.*B\.LOG'

#### find -type f
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f | sort

#### find -type d
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type d | sort

#### find -type l
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type l | sort

#### find -type f,l list
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f,l | sort

#### find -xtype l finds dangling links
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -xtype l

#### find -xtype f
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -xtype f | sort

#### find -L follows links
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find -L d -type l

#### find -empty
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -empty | sort

#### find -size in bytes
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -size 6c | sort

#### find -size greater
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -size +5c | sort

#### find -size less than one k
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -size -1k

#### find -size 1k rounds up
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -size 1k | sort

#### find -size blocks default
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -size 1 | sort

#### find -maxdepth 1
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 | sort

#### find -maxdepth 0
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 0

#### find -mindepth 2
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -mindepth 2 | sort

#### find -mindepth and -maxdepth
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -mindepth 2 -maxdepth 2 | sort

#### find -depth order
mkdir -p p/q; touch p/q/r; find p -depth

#### find default order is preorder
mkdir -p p/q; touch p/q/r; find p

#### find -prune
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name sub -prune -o -print | sort

#### find -prune with -print on match
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name sub -prune -print

#### find -not
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 -not -type d | sort

#### find bang
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 ! -name '*.*' | sort

#### find -o
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -o -name b.log | sort

#### find implicit and
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -name '*.txt' | sort

#### find explicit -a
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type f -a -name 'c*'

#### find parentheses
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d \( -name a.txt -o -name c.txt \) -type f | sort

#### find -and binds tighter than -or
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -o -name sub -type d | sort

#### find comma operator
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/b.log d/a.txt -name a.txt -print , -name '*.*' -printf '%f\n'

#### find -true and -false
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 0 -true; find d -maxdepth 0 -false; echo s=$?

#### find -print0
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*.txt' -print0 | sort -z | od -c

#### find -print twice
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -print -print

#### find action suppresses default print
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -printf 'x\n'

#### find -printf names
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/sub -printf '%p|%f|%h|%P|%H|%d\n' | sort

#### find -printf sizes and types
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 -type f -printf '%f %s %y\n' | sort

#### find -printf symlink
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name link -printf '%p %l %y %Y\n'

#### find -printf dangling type
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name dangling -printf '%y %Y\n'

#### find -printf mode
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 640 d/a.txt; find d/a.txt -printf '%m %M\n'

#### find -printf time
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
touch -d "2020-01-02 03:04:05" d/a.txt; find d/a.txt -printf '%t|%T@|%TY-%Tm-%Td %TH:%TM|%Tk\n'

#### find -printf width
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/a.txt -printf '[%10f][%-10f][%5s]\n'

#### find -printf escapes
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/a.txt -printf 'a\tb\101\\n\n'

#### find -printf backslash c stops
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 0 -printf 'x\cy\n'; echo

#### find -printf percent
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 0 -printf '100%%\n'

#### find -printf unknown directive warns
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 0 -printf '%z\n'

#### find -printf blocks
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/a.txt -printf '%k %b\n'

#### find -printf depth of dot start
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
cd d && find . -maxdepth 1 -name sub -printf '%h %f %P %d\n'

#### find -exec semicolon
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*.txt' -exec echo got {} \; | sort

#### find -exec plus
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/sub -name '*.txt' -exec echo {} +

#### find -exec braces inside a word
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -exec echo 'x{}y' \;

#### find -exec status as test
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 -type f -exec test -s {} \; -print | sort

#### find -exec failing command
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -exec false \; ; echo s=$?

#### find -exec plus failing command
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -exec false {} + ; echo s=$?

#### find -execdir
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name c.txt -execdir echo {} \;

#### find -execdir pwd relative
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/sub -name c.txt -execdir cat {} \;

#### find -ok answers no without input
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -ok echo {} \; ; echo s=$?

#### find -ok with yes
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
## stdin: y\n
find d -name a.txt -ok echo run {} \;

#### find -delete
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*.txt' -delete; find d | sort

#### find -delete non-empty dir fails
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name sub -delete; echo s=$?

#### find -delete whole tree
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -delete; ls d; echo s=$?

#### find -quit
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name '*.txt' -print -quit | wc -l

#### find -newer
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
touch -d "2020-01-02 03:04:05" d/a.txt; touch -d '2021-01-01' d/b.log; find d -maxdepth 1 -type f -newer d/a.txt | sort

#### find -mtime old
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
touch -d "2020-01-02 03:04:05" d/a.txt; find d/a.txt -mtime +1000

#### find -mtime recent
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/b.log -mtime -1

#### find -mtime exact zero
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/b.log -mtime 0

#### find -mmin
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/b.log -mmin -5

#### find -perm exact
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 640 d/a.txt; find d -perm 640

#### find -perm all bits
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 751 d/a.txt; find d -type f -perm -750

#### find -perm any bit
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 601 d/a.txt; find d -type f -perm /001

#### find -perm symbolic
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 700 d/a.txt; find d -type f -perm u=rwx

#### find -executable
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
chmod 755 d/a.txt; find d -type f -executable

#### find -links
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth 1 -type d -links 4

#### find -samefile hard link
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
ln d/a.txt d/hard; find d -samefile d/a.txt | sort

#### find -lname
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -lname 'a*'

#### find several starting points
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/sub d/a.txt | sort

#### find start with trailing slash
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/sub/ -name '*.txt'

#### find missing start
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find nosuch d/a.txt; echo s=$?

#### find start point file with trailing slash
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d/a.txt/; echo s=$?

#### find unknown predicate
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -bogus; echo s=$?

#### find missing argument
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name; echo s=$?

#### find bad -type
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -type q; echo s=$?

#### find paths must precede expression
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a b; echo s=$?

#### find invalid -mtime
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -mtime x; echo s=$?

#### find invalid -size unit
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -size 3q; echo s=$?

#### find missing close paren
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d \( -name a; echo s=$?

#### find too many close parens
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a \); echo s=$?

#### find leading -o
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -o -name a; echo s=$?

#### find trailing bang
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d !; echo s=$?

#### find -exec without terminator
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -exec echo; echo s=$?

#### find -newer missing file
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -newer nosuch; echo s=$?

#### find invalid -perm
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -perm 999; echo s=$?

#### find bad -maxdepth
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -maxdepth x; echo s=$?

#### find unknown user
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -user nosuchuser; echo s=$?

#### find bad regextype
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -regextype nope; echo s=$?

#### find -maxdepth after a test is accepted
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d -name a.txt -maxdepth 1

#### find empty parentheses
## file: d/a.txt
## | alpha
## file: d/b.log
## | beta line
## file: d/sub/c.txt
## | gamma
## file: d/sub/deep/x.py
## | print(1)
## dir: d/empty
## file: d/.hidden
## | h
## file-nonl: d/zero
## symlink: d/link -> a.txt
## symlink: d/dangling -> nowhere
find d \( \); echo s=$?
