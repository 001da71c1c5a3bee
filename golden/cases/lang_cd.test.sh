# cd and pwd in depth: logical vs physical paths, CDPATH, OLDPWD, odd arguments, removed directories.

#### cd to empty string stays
cd ""
echo "status $? $PWD"

#### cd dot keeps directory
cd .
pwd

#### cd dot dot from work dir then back
## dir: d
cd d
cd ..
pwd

#### cd double slash root
cd //
pwd
cd /
pwd

#### cd triple slash is plain root
cd ///
pwd
cd ///tmp
pwd

#### cd relative from double slash root keeps it
cd //
cd tmp
pwd
cd ..
pwd
cd ../..
echo "$PWD"

#### cd double slash path with dot dot keeps the prefix
cd //tmp/..
pwd
cd //.
pwd

#### cd double slash work dir keeps it in PWD and pwd -P
## dir: sub
cd "/$PWD/sub/"
pwd
pwd -P
echo "$PWD"

#### cd double slash through relative symlink logical and physical
## dir: real/inner
## symlink: ln -> real/inner
cd "/$PWD/ln"
pwd
pwd -P
cd -P .
pwd

#### cd -P double slash through absolute symlink drops the prefix
## dir: real
ln -s "$PWD/real" abs
cd -P "/$PWD/abs"
pwd

#### cd minus returns to double slash
cd //
cd /tmp
cd -
echo "$OLDPWD"

#### dirs and pushd show the double slash
cd //
pushd tmp
dirs -v
popd

#### CDPATH entry with double slash
CDPATH=//
cd tmp
pwd

#### cd to root then dot dot stays at root
cd /
cd ..
pwd

#### cd with trailing slashes normalises PWD
## dir: a/b
cd a//b/
pwd

#### cd through symlink keeps logical path
## dir: real/inner
## symlink: ln -> real/inner
cd ln
pwd
pwd -P

#### cd dot dot after symlink goes to logical parent
## dir: real/inner
## symlink: ln -> real/inner
cd ln/..
pwd

#### cd -P dot dot after symlink goes to physical parent
## dir: real/inner
## symlink: ln -> real/inner
cd -P ln/..
pwd

#### set -P makes cd physical
## dir: real
## symlink: ln -> real
set -P
cd ln
pwd

#### cd to symlink pointing to file fails
## file: f
## symlink: lf -> f
cd lf
echo "status $?"

#### cd to dangling symlink fails
## symlink: dang -> nowhere
cd dang
echo "status $?"

#### CDPATH search order and printing
## dir: one/target
## dir: two/target
CDPATH=$PWD/one:$PWD/two
cd target
echo "status $?"

#### CDPATH with empty entry means current directory first
## dir: target
## dir: one/target
CDPATH=:$PWD/one
cd target
pwd

#### CDPATH not used for paths starting with dot
## dir: one/target
CDPATH=$PWD/one
cd ./target
echo "status $?"

#### OLDPWD tracks previous directory across several cds
## dir: a
## dir: b
cd a
cd ../b
echo "$OLDPWD"
cd -
echo "$OLDPWD"

#### pwd after the current directory is removed
## dir: gone
cd gone
rmdir ../gone
pwd
echo "status $?"
cd ..
pwd

#### cd with multiple dot components
## dir: a/b/c
cd a/./b/../b/c
pwd

#### PWD assigned by user is replaced by cd
## dir: d
PWD=/fake
cd d
echo "$PWD"

#### cd -L with dot dot through missing component fails
cd nonexist/..
echo "status $?"

#### cd into directory named dash via dot slash
## dir: -
cd ./-
pwd

#### cd with dash dash then path
## dir: -x
cd -- -x
pwd

#### pwd -P resolves symlinked directory
## dir: real
## symlink: alias -> real
cd alias
pwd -P
pwd -L

#### cd with tilde and HOME subdir
mkdir -p ~/proj
cd ~/proj
pwd
cd ~
pwd

#### cd in function persists after return
## dir: sub
go() { cd sub; }
go
pwd

#### cd failure inside and-list skips command
cd missing && echo never
echo "status $?"

#### dirs shows tilde for home
cd ~
dirs
