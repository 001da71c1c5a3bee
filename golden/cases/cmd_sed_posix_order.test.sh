# sed compiles each -e script as its option is read: --posix rules only the scripts after it. -l reads its
# number as atoi does. In a BRE only the first ^ anchors (grep and sed share the translation).

#### --posix after -e leaves the earlier script's GNU forms alone
## file: in.txt
## | a
## | b
## | c
sed -n -e '0,/b/p' --posix in.txt; echo "status $?"
sed -n -e '1~2p' --posix -e '2p' in.txt; echo "status $?"

#### --posix before -e rules it
## file: in.txt
## | a
## | b
sed --posix -n -e '0,/b/p' in.txt; echo "status $?"
sed -n -e '1p' --posix -e '1~2p' in.txt; echo "status $?"
sed --posix -n '1,+1p' in.txt; echo "status $?"

#### -l as atoi reads it
## file: in.txt
## | abcdefghij
sed -n -l x l in.txt; sed -n -l ' 4x' l in.txt; sed -n -l 5 l in.txt

#### ^^ in a BRE is an anchor and a literal
## file: c.txt
## | ^a
## | b
## | a^b
## | ^^c
grep '^^' c.txt; echo "--"; grep -c '^^*' c.txt; grep 'a^*b' c.txt; grep -E -c '^^' c.txt
sed -n '/^^^/p' c.txt; sed 's/^^*/X/' c.txt; grep -o '\(^^\)' c.txt
