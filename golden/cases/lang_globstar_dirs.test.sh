# globstar: a ** component followed by a slash lists directories, including the one it starts in.

#### dir/**/ includes dir itself
## file: a/b/c/f
shopt -s globstar
echo a/**/
echo a/b/**/
echo **/
echo ./**/

#### dir/**/ through a symlink to a directory
## file: a/b/f
## symlink: a/l -> b
shopt -s globstar
echo a/**/
echo a/**
