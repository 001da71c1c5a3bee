# Inputs that used to end in an internal error: each is GNU's clean message and status.

#### awk: break and continue outside a loop
echo x | awk '{ break }'
echo "status $?"
echo x | awk '{ continue }'
echo "status $?"

#### awk: next and nextfile in BEGIN and END
echo x | awk 'BEGIN { next }'
echo "status $?"
echo x | awk 'END { nextfile }'
echo "status $?"

#### awk: next from a function called in BEGIN
echo x | awk 'function f() { next } BEGIN { f() }'
echo "status $?"

#### awk: return outside a function
echo x | awk 'BEGIN { return }'
echo "status $?"

#### awk: a built-in called with the wrong number of arguments
echo 1 | awk 'BEGIN { print atan2(1) }'
echo "status $?"
echo 1 | awk 'BEGIN { print substr("abc") }'
echo "status $?"

#### awk: break and next where they belong still work
printf 'a\nb\nc\n' | awk '{ for (i = 0; i < 9; i++) { if (i == 2) break; if (i == 0) continue; print $0, i } } /b/ { next } { print "end", $0 }'

#### awk: a dynamic regex with an invalid range
echo x | awk '{ if ($0 ~ "[b-a]") print }'
echo "status $?"

#### sed: octal, decimal and hex escapes take only their digits
echo abc | sed 's/b/\o101/'
echo abc | sed 's/b/\o9/'
echo abc | sed 's/b/\d65x/'
echo abc | sed 's/b/\x4g/'
echo abc | sed 's/b/\xZ/'

#### join -t '' joins whole lines
printf 'a b\nc d\n' > l
printf 'a b\nx y\n' > r
join -t '' l r
echo "status $?"

#### stat --printf with an unknown escape
touch f
stat --printf='\x\q%n\n' f
echo "status $?"
