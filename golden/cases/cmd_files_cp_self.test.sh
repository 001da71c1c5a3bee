# cp -r of a directory into itself: GNU copies until its walk meets the first directory it made, then
# reports the command line's operands and stops that operand (each source directory here has one entry,
# so the order of its walk does not show).

#### cp -r d d/sub: the copy is made, then the error
## dir: d/sub
cp -r d d/sub; echo "status $?"
find . | sort

#### cp -r d d/sub/deep
## dir: d/sub/deep
cp -r d d/sub/deep; echo "status $?"
find . | sort

#### cp -r d d names d/d
## dir: d
cp -r d d; echo "status $?"
find . | sort
cp -r d d/; echo "status $?"
find . | sort

#### cp -r e e/x with e/x new
## dir: e
cp -r e e/x; echo "status $?"
find . | sort

#### cp -r into itself then another operand goes on
## dir: d
## file: f
mkdir t
cp -r d f d/; echo "status $?"
find . | sort

#### cp -R with a file inside: one entry only
## file: d/only
cp -R d d/only-dir; echo "status $?"
find . | sort

#### cp -a d into itself
## dir: d/sub
cp -a d d/sub; echo "status $?"
find . | sort
