# seq: integer and float sequences, GNU's width/precision rules (-w), -f formats, -s, and the errors.

#### seq 5
seq 5
echo "status=$?"

#### seq 0
seq 0
echo "status=$?"

#### seq -3
seq -3
echo "status=$?"

#### seq 2 6
seq 2 6
echo "status=$?"

#### seq 6 2
seq 6 2
echo "status=$?"

#### seq 1 2 10
seq 1 2 10
echo "status=$?"

#### seq 10 -3 1
seq 10 -3 1
echo "status=$?"

#### seq -5 -1
seq -5 -1
echo "status=$?"

#### seq -1 -3 -10
seq -1 -3 -10
echo "status=$?"

#### seq 1 0.5 3
seq 1 0.5 3
echo "status=$?"

#### seq 0 0.1 1
seq 0 0.1 1
echo "status=$?"

#### seq 1 0.1 1.3
seq 1 0.1 1.3
echo "status=$?"

#### seq 0.5 3
seq 0.5 3
echo "status=$?"

#### seq .5 3
seq .5 3
echo "status=$?"

#### seq 1. 3
seq 1. 3
echo "status=$?"

#### seq 1.50 3
seq 1.50 3
echo "status=$?"

#### seq -w 1 10
seq -w 1 10
echo "status=$?"

#### seq -w 5 -1 -3
seq -w 5 -1 -3
echo "status=$?"

#### seq -w -1 1
seq -w -1 1
echo "status=$?"

#### seq -w 0.5 0.25 2
seq -w 0.5 0.25 2
echo "status=$?"

#### seq -w 1 0.5 3
seq -w 1 0.5 3
echo "status=$?"

#### seq -w -.5 1
seq -w -.5 1
echo "status=$?"

#### seq -w 1e1 12
seq -w 1e1 12
echo "status=$?"

#### seq -w 1 1e1 30
seq -w 1 1e1 30
echo "status=$?"

#### seq -w 0.1e1 2
seq -w 0.1e1 2
echo "status=$?"

#### seq -w 9 11
seq -w 9 11
echo "status=$?"

#### seq -w +5 10
seq -w +5 10
echo "status=$?"

#### seq -w 1.0 3
seq -w 1.0 3
echo "status=$?"

#### seq -w 1 1.0 3
seq -w 1 1.0 3
echo "status=$?"

#### seq -w -10 -8
seq -w -10 -8
echo "status=$?"

#### seq 1e2 1e2
seq 1e2 1e2
echo "status=$?"

#### seq 1 1e1 30
seq 1 1e1 30
echo "status=$?"

#### seq 1.5e1 20
seq 1.5e1 20
echo "status=$?"

#### seq 1e-1 0.5
seq 1e-1 0.5
echo "status=$?"

#### seq 0 0.000001 0.000003
seq 0 0.000001 0.000003
echo "status=$?"

#### seq -s, 5
seq -s, 5
echo "status=$?"

#### seq -s ', ' 3
seq -s ', ' 3
echo "status=$?"

#### seq -s '' 4
seq -s '' 4
echo "status=$?"

#### seq --separator=: 3
seq --separator=: 3
echo "status=$?"

#### seq -s, -1 2
seq -s, -1 2
echo "status=$?"

#### seq -f %03g 3
seq -f %03g 3
echo "status=$?"

#### seq -f '%.2f' 1 3
seq -f '%.2f' 1 3
echo "status=$?"

#### seq -f %e 1 2
seq -f %e 1 2
echo "status=$?"

#### seq -f 'n=%g' 2
seq -f 'n=%g' 2
echo "status=$?"

#### seq -f '%5.1f|' 1 0.5 2
seq -f '%5.1f|' 1 0.5 2
echo "status=$?"

#### seq -f '%-4g|' 3
seq -f '%-4g|' 3
echo "status=$?"

#### seq -f '%%%g' 2
seq -f '%%%g' 2
echo "status=$?"

#### seq -f %.0f 0 0.4 1
seq -f %.0f 0 0.4 1
echo "status=$?"

#### seq -f %G 1e10 1e10
seq -f %G 1e10 1e10
echo "status=$?"

#### seq --format=%04.1f 2
seq --format=%04.1f 2
echo "status=$?"

#### seq
seq
echo "status=$?"

#### seq 1 2 3 4
seq 1 2 3 4
echo "status=$?"

#### seq 1 0 3
seq 1 0 3
echo "status=$?"

#### seq x
seq x
echo "status=$?"

#### seq 1 x
seq 1 x
echo "status=$?"

#### seq nan
seq nan
echo "status=$?"

#### seq -f %d 3
seq -f %d 3
echo "status=$?"

#### seq -f 'a%gb%g' 3
seq -f 'a%gb%g' 3
echo "status=$?"

#### seq -f '%' 1
seq -f '%' 1
echo "status=$?"

#### seq -f x 1
seq -f x 1
echo "status=$?"

#### seq -w -f %g 1
seq -w -f %g 1
echo "status=$?"

#### seq -z 3
seq -z 3
echo "status=$?"

#### seq --bogus
seq --bogus
echo "status=$?"

#### seq 1000000 1000003
seq 1000000 1000003
echo "status=$?"

#### seq 99999999999999999999 100000000000000000001
seq 99999999999999999999 100000000000000000001
echo "status=$?"

#### seq 1 inf | head -3
seq 1 inf | head -3
echo "status=$?"

#### seq 3 | tac 2>/dev/null || seq 3
seq 3 | tac 2>/dev/null || seq 3
echo "status=$?"

#### seq 1 1000 | tail -1
seq 1 1000 | tail -1
echo "status=$?"

#### seq 1 1e9 | head -2
seq 1 1e9 | head -2
echo "status=$?"

#### seq -- -2 -1
seq -- -2 -1
echo "status=$?"

#### seq -s '\n' 2
seq -s '\n' 2
echo "status=$?"

#### seq 0x10 0x12
seq 0x10 0x12
echo "status=$?"

#### seq ' 3'
seq ' 3'
echo "status=$?"

#### seq +2 +4
seq +2 +4
echo "status=$?"

#### seq 2 -1 2
seq 2 -1 2
echo "status=$?"

#### seq 5 1 1
seq 5 1 1
echo "status=$?"

#### seq 1 -1 5
seq 1 -1 5
echo "status=$?"

#### seq -0 2
seq -0 2
echo "status=$?"

#### seq 1 0.3 2
seq 1 0.3 2
echo "status=$?"
