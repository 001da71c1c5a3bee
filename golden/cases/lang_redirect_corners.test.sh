# Redirection corners: >&word with a file name, {fd} variables on compound commands,
# here-strings with named descriptors.

#### echo with 1>& and a file name
echo one 1>&out.txt
cat out.txt

#### >& and a file name takes stderr too
{ echo out; echo err >&2; } >&both.txt
cat both.txt

#### >& with a number is a dup
echo dup 1>&2 2>/dev/null
echo "rc=$?"

#### <& with a file name is refused
cat <&in.txt
echo "rc=$?"

#### named fd on a here-string for a brace group
{ read -r line <&$fd; echo "got $line fd=$fd"; } {fd}<<< "hello"
echo "after ${fd-unset}"

#### named fd on a here-string for a while loop
while read -r l <&$fd; do echo "l=$l"; done {fd}<<< $'a\nb'

#### named fd output on a brace group
{ echo to-fd >&$out; } {out}>f.txt
cat f.txt

#### named fd on a simple command stays open
exec {fd}>g.txt
echo one >&$fd
exec {fd}>&-
cat g.txt

#### named fd on a simple command is set after it
echo hi {v}>h.txt
echo "v set: ${v:+yes}"
cat h.txt

#### ampersand-greater with a number and a word
echo x >&3 3>/dev/null
echo "rc=$?"

#### 1>& and a file name takes stderr too
{ echo o; echo e >&2; } 1>&f.txt
cat f.txt

#### 2>& and a file name is ambiguous
echo one 2>&e.txt
echo "rc=$?"
