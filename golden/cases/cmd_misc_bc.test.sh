# bc (GNU bc 1.07.1): the language, scale rules, bases, output line breaking, -l.

#### scale governs division, multiplication keeps digits
printf '1/3\nscale=5\n1/3\n-1/3\n.5*3\n1.25*1.5\n2.50+1\n' | bc

#### % depends on scale, as in GNU bc
printf '7%%3\nscale=5\n7%%3\nscale=2\n7.5%%2\n-7%%3\n' | bc

#### powers, negative exponents and unary minus binding tighter than ^
printf '2^10\nscale=5\n2^-2\n-2^2\n(-2)^3\n1.5^3\n' | bc

#### zero, leading zeros, trailing zeros
printf '0.000\n-0\n1.50\n0.5\n-0.25\n000123\n' | bc

#### long numbers are broken at 70 characters
echo '2^1000' | bc
echo '2^400' | BC_LINE_LENGTH=30 bc

#### variables, increments, compound assignments, last
printf 'x=5\nx+=2\nx\n++x\nx++\nx\nx*=3;x\nlast+1\n.\n' | bc

#### relations, boolean operators and their precedence
printf 'a=3<2\na\n3<2\n!0\n1&&0||1\n2==2.0\n5!=5\n' | bc

#### sqrt, length and scale
printf 'scale=3\nsqrt(10)\nsqrt(2.0000)\nlength(123.45)\nscale(1.230)\nlength(0.001)\n' | bc

#### output bases
printf 'obase=16\n255\n2^100\n10.5\nobase=2\n5\nobase=20\n12345\n-1.5\n' | bc

#### input bases
printf 'ibase=16\nFF\nA.8\nibase=2\n101\n' | bc

#### functions, recursion, auto variables and arrays
cat > f.bc <<'BC'
define f(n) {
  if (n < 2) return (1)
  return (n * f(n - 1))
}
define g(x) {
  auto y
  y = x * 2
  return (y)
}
define s(a[], n) {
  auto i, t
  for (i = 0; i < n; i++) t += a[i]
  return (t)
}
f(30)
g(4)
for (i = 0; i < 5; i++) v[i] = i * i
s(v[], 5)
v[3]
BC
bc f.bc < /dev/null

#### loops, break and continue
cat > l.bc <<'BC'
i = 0
while (1) {
  i = i + 1
  if (i == 3) continue
  if (i > 5) break
  i
}
for (j = 10; j > 7; j--) j
BC
bc l.bc < /dev/null

#### strings and print
printf '"raw\\n"\nprint "a", 1.50, "\\n"\nprint "tab\\tq\\q\\n"\n' | bc

#### the math library
echo 's(1); c(1); a(1); l(2); e(1); j(1,2)' | bc -l
echo 'scale=30; 4*a(1)' | bc -l
echo 'e(-1); l(10); s(-2); c(0); a(-0.5); e(0)' | bc -l
echo '1/3' | bc -l

#### division by zero is a runtime error and bc goes on
## xfail: L-bc-errors the address in bc's runtime error message is an offset in GNU bc's byte code
printf '1/0\n5\n' | bc
echo "status $?"

#### a syntax error is reported with its line
printf '1+\n2\n' | bc
echo "status $?"

#### a missing file
bc nofile < /dev/null
echo "status $?"

#### quit stops
printf '1\nquit\n2\n' | bc
echo "status $?"

#### comments
printf '/* a comment */ 1 + 1\n2 # another\n' | bc
